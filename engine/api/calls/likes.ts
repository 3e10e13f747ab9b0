import type {
  BackInStockNotification,
  BackInStockSubscription,
  Like,
  LikedProducts,
  LikesQuery,
  SocialCounts,
  SocialProofQuery,
} from '../../../schemas/api/generated/types.ts';
import { isValidBackInStock } from '../../domain/validation/forms.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { numeral, siteBase } from './wire.ts';

/** Likes service (shell spec §7, catalogue spec §7). */
const liked = (site: SiteContext) => `${siteBase(site, 'likes', 'v0')}/me/likes/products`;

/** The hearted products of the signed-in shopper, newest first (the hearts page). */
export const getLikedProducts = defineCall<{ readonly offset?: number }, LikedProducts>({
  operation: 'getLikedProducts',
  service: 'likes',
  audience: 'shopper',
  method: 'GET',
  path: liked,
  query: ({ offset }): LikesQuery => ({ offset: numeral(offset) }),
});

export const likeProduct = defineCall<{ readonly productId: string }, Like>({
  operation: 'likeProduct',
  service: 'likes',
  audience: 'shopper',
  method: 'POST',
  path: (site, { productId }) => `${liked(site)}/${segment(productId)}`,
  invalidates: ['getLikedProducts'],
});

export const unlikeProduct = defineCall<{ readonly productId: string }, void>({
  operation: 'unlikeProduct',
  service: 'likes',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { productId }) => `${liked(site)}/${segment(productId)}`,
  invalidates: ['getLikedProducts'],
});

/**
 * Back-in-stock notification (catalogue spec §5, §7, §8): every field a non-empty string, the
 * style number in the catalogue's pattern and the email an address, as the API checks them.
 */
export const submitBISNform = defineCall<BackInStockNotification, BackInStockSubscription>({
  operation: 'submitBISNform',
  service: 'likes',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'likes', 'v0')}/back-in-stock-notifications`,
  body: (form) => form,
  validate: (form) => (isValidBackInStock(form) ? undefined : VALIDATION_MESSAGES.backInStock),
});

/** How many shoppers liked and bought each item lately (slipstream social, shell spec §7). */
export const getSocialCounts = defineCall<
  { readonly itemIds: readonly string[]; readonly lookbackMins: number },
  SocialCounts
>({
  operation: 'getSocialCounts',
  service: 'likes',
  audience: 'public',
  method: 'GET',
  path: () => '/slipstream/api/social/v0',
  query: ({ itemIds, lookbackMins }, site): SocialProofQuery => ({
    siteId: site.siteId,
    itemIds: itemIds.join(','),
    lookbackMins: String(lookbackMins),
  }),
});

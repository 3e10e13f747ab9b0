import { isValidStyleNumber } from '../../domain/validation/catalogue.ts';
import { isValidBackInStock } from '../../domain/validation/forms.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import type { ApiClient } from '../client.ts';
import type { BackInStockForm, FormReceipt } from '../types/forms.ts';
import type { LikedProducts, SocialCounts } from '../types/likes.ts';
import { siteBase } from './paths.ts';

/** Likes service (shell spec §7, catalogue spec §7). */
export function getLikedProducts(
  client: ApiClient,
  params: { offset?: number } = {},
  signal?: AbortSignal,
): Promise<LikedProducts> {
  return client.request({
    operation: 'getLikedProducts',
    method: 'GET',
    path: `${siteBase(client, 'likes', 'v0')}/me/likes/products`,
    query: { offset: params.offset },
    signal,
  });
}

/**
 * Back-in-stock notification (catalogue spec §5, §7, §8): every field a non-empty string and the
 * style number in the catalogue's pattern.
 */
export async function submitBISNform(
  client: ApiClient,
  form: BackInStockForm,
): Promise<FormReceipt> {
  if (!isValidBackInStock(form) || !isValidStyleNumber(form.styleNumber)) {
    throw client.invalid(VALIDATION_MESSAGES.backInStock);
  }
  return client.request({
    operation: 'submitBISNform',
    method: 'POST',
    path: `${siteBase(client, 'likes', 'v0')}/back-in-stock-notifications`,
    body: form,
  });
}

/** How many shoppers liked and bought each item lately (slipstream social, shell spec §7). */
export function getSocialCounts(
  client: ApiClient,
  params: { itemIds: readonly string[]; lookbackMins: number },
  signal?: AbortSignal,
): Promise<SocialCounts> {
  return client.request({
    operation: 'getSocialCounts',
    method: 'GET',
    path: '/slipstream/api/social/v0',
    query: {
      siteId: client.site.siteId,
      itemIds: params.itemIds,
      lookbackMins: params.lookbackMins,
    },
    signal,
  });
}

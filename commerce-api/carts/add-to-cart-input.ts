import type { LineGiftCard } from '../../schemas/api/generated/types.ts';
import type { ApiSiteConfig } from '../brands.ts';
import type { FieldError } from '../http/errors.ts';
import { badRequest } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { CartSku } from './add-line.ts';

export interface AddToCartBody {
  readonly cartType?: 'TRANSACTIONAL';
  readonly fulfillmentType?: 'DIRECT';
  readonly multiLine?: boolean;
  readonly quantity: number;
  readonly poolId: string;
  readonly productId: string;
  readonly skuId: string;
  readonly analytics?: Record<string, string>;
  readonly giftCard?: { name?: string; message?: string };
  readonly eGiftCard?: {
    name: string;
    emailAddress: string;
    message?: string;
    deliveryDate?: { year: number; month: number; day: number };
  };
  readonly salesAttributes?: Record<string, string | number | boolean>;
  readonly registry?: { id: string };
}

const invalid = (errors: FieldError[]) =>
  badRequest('VALIDATION_ERROR', errors.map((error) => error.message).join(' '), errors);

/**
 * The rules on an add that need the site's config (catalogue spec §5): one add takes at most the
 * product quantity limit (the product page's quantity selector), and gift messages are capped per
 * kind of gift card by limits.giftMessage.
 */
export function checkAddQuantity(quantity: number, site: ApiSiteConfig, field = 'quantity'): void {
  const max = site.limits.cart.productQuantityMax;
  if (quantity > max) {
    throw invalid([{ field, code: 'QUANTITY_MAX', message: `${field} must be at most ${max}.` }]);
  }
}

export function checkGiftMessages(body: AddToCartBody, site: ApiSiteConfig, today = new Date()) {
  const errors: FieldError[] = [];
  const { egiftMaxLength, physicalMaxLength } = site.limits.giftMessage;
  if ((body.giftCard?.message ?? '').length > physicalMaxLength) {
    errors.push({
      field: 'giftCard.message',
      code: 'MESSAGE_TOO_LONG',
      message: `The gift message can be at most ${physicalMaxLength} characters.`,
    });
  }
  if ((body.eGiftCard?.message ?? '').length > egiftMaxLength) {
    errors.push({
      field: 'eGiftCard.message',
      code: 'MESSAGE_TOO_LONG',
      message: `The gift message can be at most ${egiftMaxLength} characters.`,
    });
  }
  const date = body.eGiftCard?.deliveryDate;
  if (date) {
    const when = new Date(Date.UTC(date.year, date.month - 1, date.day));
    const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    if (when.getUTCDate() !== date.day || when.getUTCMonth() !== date.month - 1) {
      errors.push({
        field: 'eGiftCard.deliveryDate',
        code: 'DATE_INVALID',
        message: 'The delivery date is not a date.',
      });
    } else if (when.getTime() < startOfToday) {
      errors.push({
        field: 'eGiftCard.deliveryDate',
        code: 'DATE_PAST',
        message: 'The delivery date is in the past.',
      });
    }
  }
  if (errors.length > 0) throw invalid(errors);
}

/** Gift card details go with gift card products, and an e-gift card needs its recipient. */
export function checkGiftCardFit(body: AddToCartBody, sku: CartSku): void {
  const isPhysical = sku.flags.isGiftCard === true || sku.product_type === 'giftcard';
  const isElectronic = sku.flags.isEgiftCard === true || sku.product_type === 'egiftcard';
  if (body.giftCard && !isPhysical) {
    throw invalid([
      { field: 'giftCard', code: 'NOT_A_GIFT_CARD', message: 'This product is not a gift card.' },
    ]);
  }
  if (body.eGiftCard && !isElectronic) {
    throw invalid([
      {
        field: 'eGiftCard',
        code: 'NOT_AN_EGIFT_CARD',
        message: 'This product is not an e-gift card.',
      },
    ]);
  }
  if (isElectronic && !body.eGiftCard) {
    throw invalid([
      {
        field: 'eGiftCard',
        code: 'REQUIRED',
        message: 'An e-gift card needs the recipient name and email address.',
      },
    ]);
  }
}

/** The gift card details a line keeps. */
export function giftCardOf(body: AddToCartBody): LineGiftCard | undefined {
  if (body.eGiftCard) return { kind: 'electronic', ...body.eGiftCard };
  if (body.giftCard) return { kind: 'physical', ...body.giftCard };
  return undefined;
}

/**
 * The pool a line is taken from: the site's own inventory pool, or a store pool of the brand (buy
 * online, pick up in store). Another site's pool would sell stock the site does not ship.
 */
export async function checkPool(
  db: Queryable,
  poolId: string,
  brandId: string,
  site: ApiSiteConfig,
  field = 'poolId',
): Promise<void> {
  if (poolId === site.inventoryPool) return;
  const [store] = await db.query(
    'SELECT 1 FROM stores WHERE brand_id = $1 AND pool_id = $2 LIMIT 1',
    [brandId, poolId],
  );
  if (!store) {
    throw invalid([
      {
        field,
        code: 'POOL_NOT_OF_SITE',
        message: `${field} must be ${site.inventoryPool} or a store pool of this brand.`,
      },
    ]);
  }
}

/** A registry gift: the registry must exist for the brand, on a site with registries (US). */
export async function checkRegistry(
  db: Queryable,
  body: AddToCartBody,
  brandId: string,
  site: ApiSiteConfig,
): Promise<void> {
  if (!body.registry) return;
  if (site.switches.registry !== true) {
    throw invalid([
      {
        field: 'registry.id',
        code: 'REGISTRY_NOT_OFFERED',
        message: 'This site has no registries.',
      },
    ]);
  }
  const [registry] = await db.query('SELECT id FROM registries WHERE id = $1 AND brand_id = $2', [
    body.registry.id,
    brandId,
  ]);
  if (!registry) {
    throw invalid([
      { field: 'registry.id', code: 'REGISTRY_NOT_FOUND', message: 'There is no such registry.' },
    ]);
  }
}

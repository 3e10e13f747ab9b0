import type { ApiSiteConfig } from '../brands.ts';
import type { Money } from '../catalog/money.ts';
import { toCents } from '../catalog/money.ts';
import { localizeText } from '../catalog/localize.ts';
import { siteConfigFields } from '../profile/site-fields.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * Gift wrap and a gift message for the order (issue 12; catalogue spec §5 "per-site switches:
 * gift wrap, gift message"): a site offers the wraps its giftWrapSkus name while its giftWrap
 * switch is on, and a message while its giftMessage switch is on, as long as the brand's
 * limits.giftMessage.physicalMaxLength (a message printed on a card, like a gift card's).
 */
export interface GiftWrapRow {
  readonly sku: string;
  readonly name: unknown;
  readonly price_usd: number | string;
}

export interface GiftWrapOption {
  readonly sku: string;
  readonly name: string;
  readonly price: number;
}

/** The wraps a site offers, in its giftWrapSkus order; none while its gift wrap switch is off. */
export async function siteGiftWraps(
  db: Queryable,
  brandId: string,
  site: ApiSiteConfig,
): Promise<GiftWrapRow[]> {
  const skus = siteConfigFields(site).giftWrapSkus ?? [];
  if (!site.switches.giftWrap || skus.length === 0) return [];
  const rows = await db.query<GiftWrapRow>(
    'SELECT sku, name, price_usd FROM gift_wraps WHERE brand_id = $1 AND sku = ANY($2::text[])',
    [brandId, skus],
  );
  return skus.flatMap((sku) => rows.filter((row) => row.sku === sku));
}

export function giftWrapOption(
  row: GiftWrapRow,
  money: Money,
  language: string,
  site: ApiSiteConfig,
): GiftWrapOption {
  return {
    sku: row.sku,
    name: localizeText(row.name, language, site.defaultLocale) ?? row.sku,
    price: toCents(money, row.price_usd) / 100,
  };
}

/** The gift message as kept: trimmed, line ends as \n; an empty message is none. */
export function normalizeGiftMessage(message: string): string | null {
  const text = message.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

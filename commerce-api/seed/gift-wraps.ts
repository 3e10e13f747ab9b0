import type { ApiBrandConfig } from '../brands.ts';
import { siteConfigFields } from '../profile/site-fields.ts';

/**
 * The brand's gift wraps (issue 12): each sku a site of the brand lists in giftWrapSkus, named in
 * the brand's languages and priced in USD (shown in each site's currency). The first sku of a site
 * is the gift box, a second one the wrap with ribbon.
 */
const WRAPS = [
  {
    name: {
      'en-US': 'Signature Gift Box',
      'en-GB': 'Signature Gift Box',
      'en-CA': 'Signature Gift Box',
      'fr-FR': 'Boîte cadeau signature',
      'fr-CA': 'Boîte-cadeau signature',
      'de-DE': 'Geschenkbox',
      'es-ES': 'Caja de regalo',
      'it-IT': 'Scatola regalo',
    },
    priceUsd: 5,
  },
  {
    name: {
      'en-US': 'Gift Wrap with Ribbon',
      'en-GB': 'Gift Wrap with Ribbon',
      'en-CA': 'Gift Wrap with Ribbon',
      'fr-FR': 'Papier cadeau et ruban',
      'fr-CA': 'Emballage-cadeau et ruban',
      'de-DE': 'Geschenkpapier mit Band',
      'es-ES': 'Papel de regalo con lazo',
      'it-IT': 'Carta regalo con nastro',
    },
    priceUsd: 8,
  },
] as const;

export function giftWrapsOf(
  brand: ApiBrandConfig,
): { sku: string; name: Record<string, string>; price_usd: number }[] {
  const rows = new Map<string, { sku: string; name: Record<string, string>; price_usd: number }>();
  for (const site of Object.values(brand.sites)) {
    (siteConfigFields(site).giftWrapSkus ?? []).forEach((sku, index) => {
      const wrap = WRAPS[Math.min(index, WRAPS.length - 1)]!;
      if (!rows.has(sku)) rows.set(sku, { sku, name: { ...wrap.name }, price_usd: wrap.priceUsd });
    });
  }
  return [...rows.values()];
}

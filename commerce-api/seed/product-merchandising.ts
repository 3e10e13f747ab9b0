import type { PlannedProduct } from './catalogue-plan.ts';
import type { Kind } from './kinds.ts';
import type { Random } from './random.ts';
import type { Supply } from './stock.ts';

/** A product's merchandising: shipping rules, badges, PDP template and call-outs. */

/** Active badges expire far in the future; expired ones in the past (the catalogue drops them). */
const FAR_FUTURE = Date.UTC(2099, 11, 31) / 1000;
const LONG_AGO = Date.UTC(2024, 5, 30) / 1000;

const BADGES = [
  'NEW',
  'BESTSELLER',
  'ONLINE_EXCLUSIVE',
  'SUSTAINABLE',
  'LIMITED_EDITION',
  'BACK_IN_STOCK',
  'HANDMADE',
];

export function shippingFor(
  rng: Random,
  plan: PlannedProduct,
  kind: Kind,
  dropShip: boolean,
): Record<string, unknown> {
  const shipping: Record<string, unknown> = {};
  const freight = kind.group === 'furniture' || plan.kindId === 'rugs' || plan.kindId === 'trees';
  if (!dropShip && !freight && plan.type !== 'egiftcard' && rng.chance(0.3)) {
    shipping.quickShipRegions = rng.chance(0.3)
      ? [{ countryCode: 'US' }, { countryCode: 'CA' }]
      : [{ countryCode: 'US' }];
  }
  if (kind.merchandiseClass === 'HOME_FRAGRANCE')
    shipping.shipRestriction = { codeName: 'HAZMAT_GROUND_ONLY' };
  if (kind.group === 'plants') shipping.shipRestriction = { codeName: 'LIVE_PLANT_NO_AK_HI' };
  shipping.logisticClass =
    plan.type === 'egiftcard'
      ? 'ELECTRONIC'
      : freight
        ? plan.type === 'mto'
          ? 'WHITE_GLOVE'
          : 'LTL_FREIGHT'
        : 'SMALL_PARCEL';
  if (freight) {
    shipping.isFlatRate = rng.chance(0.5);
    shipping.isFlatRateChoice = shipping.isFlatRate === true && rng.chance(0.4);
    shipping.additionalShippingInfo = { code: 'OVERSIZE', price: rng.pick([49, 79, 129, 199]) };
    shipping.returnRestockInfo = { feeCode: 'RESTOCK_15' };
  }
  shipping.collectionPointEligible =
    !freight && !dropShip && plan.type !== 'egiftcard' && rng.chance(0.5);
  return shipping;
}

export function badgesFor(rng: Random, plan: PlannedProduct): Record<string, unknown>[] {
  if (plan.type === 'part' || plan.type === 'giftcard' || plan.type === 'egiftcard') return [];
  const badges: Record<string, unknown>[] = [];
  if (plan.traits.isNew)
    badges.push({ type: 'NEW', expiration_date: FAR_FUTURE, merchandising_order: 1 });
  if (rng.chance(0.4)) {
    for (const type of rng.sample(
      BADGES.filter((badge) => badge !== 'NEW' || !plan.traits.isNew),
      rng.int(1, 2),
    )) {
      const expired = rng.chance(0.3);
      badges.push({
        type,
        expiration_date: expired ? LONG_AGO - rng.int(0, 300) * 86400 : FAR_FUTURE,
        merchandising_order: badges.length + 1,
      });
    }
  }
  return badges;
}

export function templateFor(
  rng: Random,
  plan: PlannedProduct,
  supply: Supply,
): Record<string, unknown> {
  const gift = plan.type === 'giftcard' || plan.type === 'egiftcard';
  return {
    templateId: gift ? 'giftcard' : plan.type === 'standard' ? 'default' : plan.type,
    featureToggles: {
      quantitySelector: supply !== 'oneOfAKind' && plan.type !== 'egiftcard',
      sizeChart: !gift,
    },
    displaySettings: { showOutOfStockColors: rng.chance(0.2) },
    // Gift cards have no reviews or recommendations: the product overrides the PDP composition.
    components: gift ? ['ProductGallery', 'ProductDetails'] : [],
  };
}

export function callOuts(
  content: Record<string, unknown>,
  plan: PlannedProduct,
  brandName: string,
  seller: string | null,
  onSale: boolean,
): void {
  if (plan.type === 'mto') content.pdpCallOutTextPrimary = 'Made to order: ships in 8-10 weeks.';
  if (plan.type === 'giftcard')
    content.pdpCallOutTextPrimary = 'Delivered by mail in 3-5 business days.';
  if (plan.type === 'egiftcard')
    content.pdpCallOutTextPrimary = 'Delivered by email on the date you choose.';
  if (plan.traits.preorder) content.pdpCallOutTextPrimary = 'Preorder: ships in early spring.';
  if (seller) content.pdpCallOutTextSecondary = `Sold and shipped by ${seller}.`;
  else if (plan.traits.exclusive) content.pdpCallOutTextSecondary = `Only at ${brandName}.`;
  if (onSale) content.promotionLabels = ['Extra 30% off sale styles'];
}

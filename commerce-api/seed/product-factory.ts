import type { PlannedProduct } from './catalogue-plan.ts';
import { englishName } from './categories.ts';
import type { Colour } from './colours.ts';
import { PALETTES } from './colours.ts';
import type { Flavour } from './flavours.ts';
import type { Kind } from './kinds.ts';
import { KINDS } from './kinds.ts';
import { productCopy, productName } from './naming.ts';
import { basePrice, markdown, retailPrice } from './pricing.ts';
import type { Random } from './random.ts';
import { kebab } from './random.ts';
import { reviewsFor } from './reviews.ts';
import type { FitCode, SizeSystem } from './sizes.ts';
import { FIT_NAMES, SIZE_SYSTEMS, sizeId } from './sizes.ts';
import type { StockRow, Supply } from './stock.ts';
import { colourState, directStock, storeStock } from './stock.ts';

/** What the factory needs to know about the brand it is stocking. */
export interface CatalogueContext {
  readonly brandId: string;
  readonly brandName: string;
  readonly prefix: string;
  readonly flavour: Flavour;
  /** The brand's site pools; the first is the default site's. */
  readonly directPools: readonly { readonly poolId: string; readonly country: string }[];
  readonly storePools: readonly string[];
  readonly rng: Random;
  readonly maxReviews: number;
  /** Slugs taken so far in this brand (slugs are unique per brand). */
  readonly slugs: Set<string>;
}

export interface SkuSummary {
  readonly id: string;
  readonly colorCode: string;
  readonly colorName: string;
  readonly sizeName: string;
  readonly listPrice: number;
  readonly salePrice: number;
}

/** What other products and the demo users need from a product once it is made. */
export interface ProductSummary {
  readonly index: number;
  readonly id: string;
  readonly slug: string;
  readonly styleNumber: string;
  readonly displayName: string;
  readonly type: string;
  readonly styleName: string;
  readonly minListPrice: number;
  /** Skus in stock in the default site's pool (orders, registry and wish list lines). */
  readonly sellable: readonly SkuSummary[];
}

export interface BuiltProduct {
  readonly product: Record<string, unknown>;
  readonly skus: Record<string, unknown>[];
  readonly inventory: StockRow[];
  readonly reviews: Record<string, unknown>[];
  readonly summary: ProductSummary;
}

/** Products are dated before this fixed day (new arrivals within 30 days), so reruns match. */
const CATALOGUE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
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
const SEASONS = ['001', '011', '020', '031', '040', '045', '052', '060'];

/** How a product reaches the others: products made so far, and every planned product's id. */
export interface ProductRefs {
  readonly made: (index: number) => ProductSummary | undefined;
  readonly idOf: (index: number) => string;
}

export function buildProduct(
  context: CatalogueContext,
  plan: PlannedProduct,
  refs: ProductRefs,
): BuiltProduct {
  const lookup = refs.made;
  const { rng, flavour } = context;
  const kind: Kind = KINDS[plan.kindId];
  const id = `${context.prefix}-${plan.number}`;
  const parent = plan.partOf !== undefined ? lookup(plan.partOf) : undefined;
  const components = plan.bundleOf.map(lookup).filter((entry) => entry !== undefined);
  const kindLabel = flavour.kindLabels[plan.kindId];
  const categoryLabel =
    plan.category.typeCode === 'BRAND' || /^brand-/.test(plan.category.slug)
      ? englishName(plan.category)
      : undefined;
  const named = productName(
    rng,
    flavour,
    kind,
    categoryLabel ?? kindLabel?.label,
    context.brandName,
  );
  const displayName = nameFor(plan, named.displayName, named.styleName, kind, parent);
  const slug = uniqueSlug(context.slugs, kebab(displayName));
  const styleNumber =
    `${stylePrefix(context.prefix)}-${plan.number}-${rng.pick(SEASONS)}` +
    (plan.type === 'bundle' || plan.type === 'mto'
      ? `-${String(rng.int(1, 999)).padStart(3, '0')}`
      : '');
  const supply = supplyOf(rng, plan, kind);
  const dropShip = supply === 'dropShip';

  const colours = coloursFor(rng, plan, kind);
  const fits = fitsFor(rng, plan, kind);
  const system: SizeSystem =
    plan.type === 'bundle' || plan.type === 'part' ? SIZE_SYSTEMS.one : SIZE_SYSTEMS[kind.sizes];
  const price = listPriceFor(rng, plan, kind, flavour, components);
  const sale = saleFor(rng, plan, colours.length);

  const skus: Record<string, unknown>[] = [];
  const inventory: StockRow[] = [];
  const sellable: SkuSummary[] = [];
  const shipping = shippingFor(rng, plan, kind, dropShip);
  const stores =
    supply === 'stocked' && kind.inStores !== false && plan.type !== 'part'
      ? rng.sample(context.storePools, rng.chance(0.75) ? rng.int(2, 6) : 0)
      : [];
  // Goods that cannot travel (live plants, freight furniture) are sold on the home site only.
  const domesticOnly = kind.group === 'plants' || kind.group === 'furniture' || plan.marketplace;
  const primarySlice: Record<string, unknown>[] = [];
  const fitMembers = new Map<string, { skus: string[]; sizes: Map<string, string> }>();
  let position = 0;
  for (const [colourIndex, colour] of colours.entries()) {
    const state = colourState(rng, supply);
    const colourSkus: string[] = [];
    const colourSizes = new Map<string, string>();
    const onSale = sale.colours.has(colourIndex);
    for (const fit of fits) {
      const sizes = system.fits[fit] ?? system.fits.regular;
      for (const [sizeIndex, sizeName] of sizes.entries()) {
        const size = sizeId(sizeName);
        const skuId = `${id}-${colour.code}-${fit}-${size}`;
        const list =
          plan.type === 'giftcard' || plan.type === 'egiftcard'
            ? price * (system.priceSteps?.[sizeIndex] ?? 1)
            : retailPrice(price * (system.priceSteps?.[sizeIndex] ?? 1));
        const salePrice = onSale ? markdown(sale.off, list) : list;
        skus.push({
          id: skuId,
          product_id: id,
          color_code: colour.code,
          color_name: colour.name,
          fit_code: fit,
          size_id: size,
          size_name: sizeName,
          list_price_usd: list,
          sale_price_usd: salePrice,
          is_drop_ship: dropShip,
          shipping,
          back_in_stock_eligible: supply === 'stocked' || supply === 'preorder',
          position: position++,
        });
        colourSkus.push(skuId);
        colourSizes.set(size, sizeName);
        const members = fitMembers.get(fit) ?? { skus: [], sizes: new Map<string, string>() };
        members.skus.push(skuId);
        members.sizes.set(size, sizeName);
        fitMembers.set(fit, members);
        for (const [poolIndex, pool] of context.directPools.entries()) {
          const row = directStock(
            rng,
            skuId,
            pool.poolId,
            supply,
            state,
            poolIndex === 0 || !domesticOnly,
          );
          inventory.push(row);
          if (
            poolIndex === 0 &&
            row.available_status === 'available' &&
            row.stock_level > 0 &&
            sellable.length < 6
          ) {
            sellable.push({
              id: skuId,
              colorCode: colour.code,
              colorName: colour.name,
              sizeName,
              listPrice: list,
              salePrice,
            });
          }
        }
        for (const poolId of stores) inventory.push(storeStock(rng, skuId, poolId));
      }
    }
    primarySlice.push({
      code: colour.code,
      displayName: colour.name,
      includedSkus: colourSkus,
      includedSizes: [...colourSizes].map(([sizeKey, displayName]) => ({
        id: sizeKey,
        displayName,
      })),
      images: viewsFor(kind, colourIndex).map((view) => `${styleNumber}_${colour.code}_${view}`),
      videos:
        colourIndex === 0 && kind.group === 'apparel' && rng.chance(0.25)
          ? [`${styleNumber}_${colour.code}_v`]
          : [],
    });
  }

  const popularity = rng.next() ** 2;
  const reviews =
    plan.type === 'giftcard' || plan.type === 'egiftcard' || plan.type === 'part'
      ? { rows: [], count: 0, average: 0 }
      : reviewsFor(
          rng,
          {
            productId: id,
            brandId: context.brandId,
            styleNumber,
            group: kind.group,
            colourCodes: colours.map((c) => c.code),
            popularity,
          },
          context.maxReviews,
        );
  const seller = plan.marketplace ? rng.pick(flavour.sellers) : null;
  const content = productCopy(rng, {
    displayName,
    brandName: context.brandName,
    kind,
    colourNames: colours.map((colour) => colour.name),
    sizeNames: (system.fits.regular ?? []).slice(),
  });
  callOuts(content, plan, context.brandName, seller, sale.any);
  const subBrand = kindLabel?.subBrand ?? flavour.subBrands[kind.group];
  const createdDaysAgo = plan.traits.isNew ? rng.int(0, 30) : rng.int(31, 900);

  const product = {
    id,
    brand_id: context.brandId,
    slug,
    style_number: styleNumber,
    display_name: displayName,
    product_type: plan.type,
    category_slug: plan.category.slug,
    merchandise_class: kind.merchandiseClass,
    brand_name: named.label ?? categoryLabel ?? context.brandName,
    seller_shop_name: seller,
    flags: {
      isGiftCard: plan.type === 'giftcard',
      isEgiftCard: plan.type === 'egiftcard',
      configurationEnabled: plan.type === 'mto',
      isPetite: fits.includes('petite'),
      isVintage: supply === 'oneOfAKind',
      isMarketPlace: plan.marketplace,
      webExclusive: plan.traits.exclusive || rng.chance(0.06),
      preorderFlag: supply === 'preorder',
      removeForLegalReasons: plan.legalRemoval,
      disableReviewForm:
        plan.type === 'giftcard' || plan.type === 'egiftcard' || plan.type === 'part',
    },
    badges: badgesFor(rng, plan),
    facets: {
      colors: [...new Set(colours.map((colour) => colour.family))],
      subBrands: subBrand ? [subBrand] : [],
      highlights: content.dynamicHighlights,
      attributionProductType: kind.label,
    },
    content,
    template_info: templateFor(rng, plan, supply),
    sku_info: {
      defaultColorCode: colours[0]?.code,
      defaultSizeType: 'regular',
      primarySlice: { sliceItems: primarySlice },
      secondarySlice: {
        sliceItems: fits.map((fit) => ({
          code: fit,
          displayName: FIT_NAMES[fit],
          includedSkus: fitMembers.get(fit)?.skus ?? [],
          includedSizes: [...(fitMembers.get(fit)?.sizes ?? [])].map(([sizeKey, displayName]) => ({
            id: sizeKey,
            displayName,
          })),
          images: [],
          videos: [],
        })),
      },
    },
    bundle_ids: plan.bundleOf.map(refs.idOf),
    // Parts are written after their parents, so a parent names them by their planned ids.
    part_ids: plan.parts.map(refs.idOf),
    family_ids: plan.familyOf.map(refs.idOf),
    review_count: reviews.count,
    average_rating: reviews.average,
    popularity: Math.round(popularity * 10000),
    created_at: new Date(
      CATALOGUE_DATE - createdDaysAgo * DAY_MS - rng.int(0, DAY_MS - 1),
    ).toISOString(),
  };
  return {
    product,
    skus,
    inventory,
    reviews: reviews.rows,
    summary: {
      index: plan.index,
      id,
      slug,
      styleNumber,
      displayName,
      type: plan.type,
      styleName: named.styleName,
      minListPrice: Math.min(...skus.map((sku) => Number(sku.list_price_usd))),
      sellable,
    },
  };
}

function nameFor(
  plan: PlannedProduct,
  name: string,
  styleName: string,
  kind: Kind,
  parent: ProductSummary | undefined,
): string {
  switch (plan.type) {
    case 'giftcard':
      return 'Gift Card';
    case 'egiftcard':
      return 'E-Gift Card';
    case 'bundle':
      return `The ${styleName} ${kind.group === 'apparel' ? 'Outfit' : 'Collection'}`;
    case 'hybrid':
      return `The ${styleName} ${kind.label} Shop`;
    case 'mto':
      return `${name.replace(/^The /, '')}, Made to Order`;
    case 'part': {
      const partName =
        'parts' in kind && kind.parts ? kind.parts[plan.index % kind.parts.length] : 'Care Kit';
      return parent ? `${partName} for ${parent.displayName.replace(/^The /, '')}` : `${partName}`;
    }
    case 'standard':
      return name;
  }
}

function uniqueSlug(taken: Set<string>, base: string): string {
  let slug = base || 'product';
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  taken.add(slug);
  return slug;
}

/** 2-4 capitals from the site-id prefix (catalogue spec §5 style numbers). */
function stylePrefix(prefix: string): string {
  const letters = prefix.toUpperCase().replace(/[^A-Z]/g, '');
  return (letters.length >= 2 ? letters : `${letters}XX`).slice(0, 4);
}

function supplyOf(rng: Random, plan: PlannedProduct, kind: Kind): Supply {
  if (plan.type === 'giftcard' || plan.type === 'egiftcard') return 'giftCard';
  if (plan.type === 'mto') return 'madeToOrder';
  if (plan.traits.vintage || plan.kindId === 'vintage') return 'oneOfAKind';
  if (plan.traits.preorder || (plan.type === 'standard' && rng.chance(0.015))) return 'preorder';
  if (plan.marketplace || rng.chance(kind.dropShip ?? 0.03)) return 'dropShip';
  return 'stocked';
}

function coloursFor(rng: Random, plan: PlannedProduct, kind: Kind): readonly Colour[] {
  const palette = PALETTES[kind.palette];
  const count = (() => {
    switch (plan.type) {
      case 'giftcard':
        return 2;
      case 'egiftcard':
        return 3;
      case 'bundle':
        return 0;
      case 'part':
        return 1;
      case 'mto':
        return rng.int(4, 8);
      default:
        return plan.traits.vintage || plan.kindId === 'vintage'
          ? 1
          : rng.weighted([
              [1, 40],
              [2, 33],
              [3, 18],
              [4, 9],
            ]);
    }
  })();
  if (count === 0) return PALETTES.multi;
  return rng.sample(
    plan.type === 'mto' && kind.group === 'furniture' ? PALETTES.fabric : palette,
    count,
  );
}

const FIT_CHANCE: Partial<Record<FitCode, number>> = {
  petite: 0.25,
  plus: 0.15,
  tall: 0.08,
  wide: 0.3,
  slim: 0.4,
  relaxed: 0.3,
};

function fitsFor(rng: Random, plan: PlannedProduct, kind: Kind): FitCode[] {
  if (plan.type !== 'standard' && plan.type !== 'hybrid' && plan.type !== 'mto') return ['regular'];
  const available = (SIZE_SYSTEMS[kind.sizes] as SizeSystem).fits;
  const fits: FitCode[] = ['regular'];
  for (const fit of kind.extraFits ?? []) {
    if (!available[fit]) continue;
    const forced = (fit === 'petite' && plan.traits.petite) || (fit === 'plus' && plan.traits.plus);
    if (forced || rng.chance(FIT_CHANCE[fit] ?? 0)) fits.push(fit);
  }
  return fits;
}

function listPriceFor(
  rng: Random,
  plan: PlannedProduct,
  kind: Kind,
  flavour: Flavour,
  components: readonly ProductSummary[],
): number {
  if (plan.type === 'giftcard' || plan.type === 'egiftcard') return 25;
  if (plan.type === 'bundle' && components.length > 0) {
    return retailPrice(
      components.reduce((sum, component) => sum + component.minListPrice, 0) * 0.9,
    );
  }
  const base = basePrice(rng, kind.price, flavour.priceFactor);
  if (plan.type === 'part') return retailPrice(Math.max(8, base * 0.15));
  if (plan.type === 'mto') return retailPrice(base * 1.2);
  return plan.traits.maxPrice ? Math.min(base, retailPrice(plan.traits.maxPrice - 2)) : base;
}

/** Which colours are marked down and by how much: all of a sale category, some elsewhere. */
function saleFor(rng: Random, plan: PlannedProduct, colours: number) {
  const none = { any: false, off: 0, colours: new Set<number>() };
  if (plan.type === 'giftcard' || plan.type === 'egiftcard' || plan.type === 'part') return none;
  const onSale = plan.traits.onSale || rng.chance(0.18);
  if (!onSale) return none;
  const every = plan.traits.onSale || colours <= 1 || rng.chance(0.7);
  const marked = new Set<number>();
  for (let index = 0; index < Math.max(colours, 1); index += 1) {
    if (every || index > 0 || rng.chance(0.5)) marked.add(index);
  }
  return { any: true, off: rng.pick([0.2, 0.25, 0.3, 0.4, 0.5, 0.6]), colours: marked };
}

/** View codes per colour: the first colour has every view, the others fewer (as shoots go). */
function viewsFor(kind: Kind, colourIndex: number): string[] {
  const views = ['b', 'a', 'c', 'd', 'e', 'f'].slice(0, Math.max(1, kind.views));
  return colourIndex === 0 ? views : views.slice(0, Math.min(views.length, 2));
}

function shippingFor(
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

function badgesFor(rng: Random, plan: PlannedProduct): Record<string, unknown>[] {
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

function templateFor(rng: Random, plan: PlannedProduct, supply: Supply): Record<string, unknown> {
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

function callOuts(
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

import type { PlannedProduct } from './catalogue-plan.ts';
import { englishName } from './categories.ts';
import type { Flavour } from './flavours.ts';
import type { Kind } from './kinds.ts';
import { KINDS } from './kinds.ts';
import { productCopy, productName } from './naming.ts';
import { markdown, retailPrice } from './pricing.ts';
import { badgesFor, callOuts, shippingFor, templateFor } from './product-merchandising.ts';
import {
  coloursFor,
  fitsFor,
  listPriceFor,
  saleFor,
  supplyOf,
  viewsFor,
} from './product-variants.ts';
import type { Random } from './random.ts';
import { kebab } from './random.ts';
import { reviewsFor } from './reviews.ts';
import type { SizeSystem } from './sizes.ts';
import { FIT_NAMES, SIZE_SYSTEMS, sizeId } from './sizes.ts';
import type { StockRow } from './stock.ts';
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
  // A one-of-a-kind piece is vintage and graded (catalogue spec §9 vintage condition levels 7),
  // from its style number rather than the random stream, so no other product's data moves.
  if (supply === 'oneOfAKind') {
    Object.assign(content, { vintageCondition: vintageConditionOf(styleNumber) });
  }
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
  const root = base || 'product';
  let slug = root;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${root}-${suffix}`;
  taken.add(slug);
  return slug;
}

/** 2-4 capitals from the site-id prefix (catalogue spec §5 style numbers). */
function stylePrefix(prefix: string): string {
  const letters = prefix.toUpperCase().replace(/[^A-Z]/g, '');
  return (letters.length >= 2 ? letters : `${letters}XX`).slice(0, 4);
}

/** A vintage piece's grade, 3 (fair) to 7 (like new), the same on every seed of one style. */
function vintageConditionOf(styleNumber: string): number {
  let sum = 0;
  for (const char of styleNumber) sum += char.charCodeAt(0);
  return 3 + (sum % 5);
}

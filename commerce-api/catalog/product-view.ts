import { activeBadges } from './badges.ts';
import { GALLERY_VIEWS, imageName, SWATCH_VIEW } from './image-id.ts';
import { localizeText } from './localize.ts';
import type { Money } from './money.ts';
import { convert } from './money.ts';
import type { PoolRow, ProductRow, SkuRow } from './product-rows.ts';
import { availabilityCode, availableStatus, isSellable } from './stock.ts';
import type { AvailableStatus } from './stock.ts';

/** Flags of catalogue spec §3, false unless the product says otherwise. */
const FLAGS = [
  'isGiftCard',
  'isEgiftCard',
  'configurationEnabled',
  'isPetite',
  'isVintage',
  'isMarketPlace',
  'webExclusive',
  'preorderFlag',
  'removeForLegalReasons',
  'disableReviewForm',
] as const;

/** Where each product type's page lives (catalogue spec §1 routes); others at /shop/{slug}. */
const PAGE_PATHS: Readonly<Record<string, string>> = {
  bundle: '/shop/bundle/',
  mto: '/shop/mto/',
  hybrid: '/shop/hybrid/',
};

/** A product's own page path (links.web), by its type: /shop/mto/{slug}, ... else /shop/{slug}. */
export function productWebPath(productType: string, slug: string): string {
  return `${PAGE_PATHS[productType] ?? '/shop/'}${slug}`;
}

export interface ViewOptions {
  readonly money: Money;
  readonly locale: string;
  readonly fallbackLocale: string;
  readonly countryCode: string;
  /** exclude-filter oos-color: drop colours with no sellable sku. */
  readonly excludeOosColor: boolean;
  /** include-pools: every sku's stock in the other pools. */
  readonly pools?: readonly PoolRow[];
  readonly nowMs?: number;
}

export interface SkuView {
  skuId: string;
  colorId: string;
  colorName: string;
  fitId: string;
  sizeId: string;
  size: string;
  listPrice: number;
  salePrice: number;
  stockLevel: number;
  backorder: number;
  availableStatus: AvailableStatus;
  availabilityCode: number;
  [field: string]: unknown;
}

export function isRemovedForLegalReasons(row: ProductRow): boolean {
  return row.flags?.removeForLegalReasons === true;
}

/** One entry of the product list: { product, skuInfo, productSummary } (catalogue spec §3). */
export function productView(row: ProductRow, skuRows: readonly SkuRow[], options: ViewOptions) {
  const allSkus = skuRows.map((sku) => skuView(sku, options));
  const sellableColors = new Set(
    allSkus.filter((sku) => isSellable(sku.availableStatus)).map((sku) => sku.colorId),
  );
  const skus = options.excludeOosColor
    ? allSkus.filter((sku) => sellableColors.has(sku.colorId))
    : allSkus;
  return {
    product: productFields(row, skus, options),
    skuInfo: skuInfo(row, skus),
    productSummary: summary(allSkus),
  };
}

function productFields(row: ProductRow, skus: readonly SkuView[], options: ViewOptions) {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, row.flags?.[flag] === true]));
  const colors = uniqueBy(skus, (sku) => sku.colorId);
  return {
    // Content first, so that a content key can never shadow an identity field.
    ...row.content,
    productId: row.id,
    slug: row.slug,
    displayName: row.display_name,
    styleNumber: row.style_number,
    productType: row.product_type,
    brand: row.brand_name,
    merchandiseClass: row.merchandise_class,
    parentCategory: {
      id: row.category_slug,
      displayName:
        localizeText(row.category_display_name, options.locale, options.fallbackLocale) ??
        row.category_slug,
    },
    badges: activeBadges(row.badges, options.nowMs),
    facets: {
      colors: [],
      subBrands: [],
      highlights: [],
      attributionProductType: null,
      ...row.facets,
    },
    ...flags,
    sellerInfo: { shopName: row.seller_shop_name },
    familyProducts: row.family_ids,
    bundleIds: row.bundle_ids,
    partIds: row.part_ids,
    swatches: colors.map((sku) => ({
      colorCode: sku.colorId,
      colorName: sku.colorName,
      image: imageName(row.style_number, sku.colorId, SWATCH_VIEW),
    })),
    reviews: { count: row.review_count, averageRating: Number(row.average_rating) },
    templateInfo: {
      templateId: 'default',
      featureToggles: {},
      displaySettings: {},
      components: [],
      ...row.template_info,
    },
    language: options.locale,
    lastModified: new Date(row.created_at).toISOString(),
    links: { web: productWebPath(row.product_type, row.slug) },
  };
}

function skuView(row: SkuRow, options: ViewOptions): SkuView {
  const stockLevel = row.stock_level ?? 0;
  const backorder = row.backorder ?? 0;
  const status = availableStatus({
    status: row.available_status,
    stockLevel,
    backorder,
    isDropShip: row.is_drop_ship,
  });
  const shipping = row.shipping ?? {};
  const quickShipRegions = Array.isArray(shipping.quickShipRegions)
    ? (shipping.quickShipRegions as { countryCode: string }[])
    : [];
  const additional = shipping.additionalShippingInfo as
    { code: string; price?: number | null } | undefined;
  const view: SkuView = {
    skuId: row.id,
    colorId: row.color_code,
    colorName: row.color_name,
    fitId: row.fit_code,
    sizeId: row.size_id,
    size: row.size_name,
    listPrice: convert(options.money, row.list_price_usd),
    salePrice: convert(options.money, row.sale_price_usd),
    stockLevel,
    backorder,
    availableStatus: status,
    availabilityCode: availabilityCode(status),
    isDropShip: row.is_drop_ship,
    quickShipRegions,
    isQuickShip: quickShipRegions.some((region) => region.countryCode === options.countryCode),
    shipRestriction: shipping.shipRestriction ?? null,
    logisticClass: shipping.logisticClass ?? null,
    isFlatRate: shipping.isFlatRate === true,
    isFlatRateChoice: shipping.isFlatRateChoice === true,
    additionalShippingInfo: additional
      ? {
          code: additional.code,
          price: additional.price == null ? null : convert(options.money, additional.price),
        }
      : null,
    returnRestockInfo: shipping.returnRestockInfo ?? null,
    paymentNotifications: shipping.paymentNotifications ?? [],
    backInStockNotificationEligible: row.back_in_stock_eligible && !isSellable(status),
    collectionPointEligible: shipping.collectionPointEligible === true,
  };
  if (options.pools) {
    view.pools = options.pools
      .filter((pool) => pool.sku_id === row.id)
      .map((pool) => {
        const poolStatus = availableStatus({
          status: pool.available_status,
          stockLevel: pool.stock_level,
          backorder: pool.backorder,
          isDropShip: row.is_drop_ship,
        });
        return {
          poolId: pool.pool_id,
          stockLevel: pool.stock_level,
          backorder: pool.backorder,
          availableStatus: poolStatus,
          availabilityCode: availabilityCode(poolStatus),
        };
      });
  }
  return view;
}

interface StoredSliceItem {
  code?: string;
  displayName?: string;
  images?: unknown[];
  videos?: unknown[];
}

/**
 * The colour (primary) and fit (secondary) slices, built from the skus so that they always agree
 * with stock; images, videos and names the catalogue stored for a colour are kept.
 */
function skuInfo(row: ProductRow, skus: readonly SkuView[]) {
  const stored = (slice: string): Map<string, StoredSliceItem> => {
    const items = (row.sku_info?.[slice] as { sliceItems?: StoredSliceItem[] } | undefined)
      ?.sliceItems;
    return new Map((items ?? []).map((item) => [String(item.code), item]));
  };
  const storedColors = stored('primarySlice');
  const storedFits = stored('secondarySlice');
  const slice = (key: 'colorId' | 'fitId', known: Map<string, StoredSliceItem>, colour: boolean) =>
    uniqueBy(skus, (sku) => sku[key]).map((first) => {
      const code = first[key];
      const members = skus.filter((sku) => sku[key] === code);
      const item = known.get(code);
      return {
        code,
        displayName: item?.displayName ?? (colour ? first.colorName : code),
        includedSkus: members.map((sku) => sku.skuId),
        includedSizes: uniqueBy(members, (sku) => sku.sizeId).map((sku) => ({
          id: sku.sizeId,
          displayName: sku.size,
        })),
        images:
          item?.images ??
          (colour ? GALLERY_VIEWS.map((view) => imageName(row.style_number, code, view)) : []),
        videos: item?.videos ?? [],
        hasAvailableSku: members.some((sku) => isSellable(sku.availableStatus)),
      };
    });
  return {
    primarySlice: { sliceItems: slice('colorId', storedColors, true) },
    secondarySlice: { sliceItems: slice('fitId', storedFits, false) },
    skus,
  };
}

/** Product summary (catalogue spec §3), over every sku whatever the exclude filter. */
function summary(skus: readonly SkuView[]) {
  const list = skus.map((sku) => sku.listPrice);
  const sale = skus.map((sku) => sku.salePrice);
  const marked = skus.filter((sku) => sku.salePrice < sku.listPrice).length;
  return {
    hasAvailableSku: skus.some((sku) => isSellable(sku.availableStatus)),
    hasMarkdown: marked > 0,
    markdownState: marked === 0 ? 'none' : marked === skus.length ? 'full' : 'partial',
    listPriceLow: list.length ? Math.min(...list) : null,
    listPriceHigh: list.length ? Math.max(...list) : null,
    salePriceLow: sale.length ? Math.min(...sale) : null,
    salePriceHigh: sale.length ? Math.max(...sale) : null,
    hasFlatRateSku: skus.some((sku) => sku.isFlatRate === true),
    hasRestockFeeCode: skus.some(
      (sku) => (sku.returnRestockInfo as { feeCode?: string } | null)?.feeCode != null,
    ),
  };
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = key(item);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

/** Catalogue entities (catalogue spec §3), as the catalogue service answers them. */
export type AvailableStatus = 'available' | 'backordered' | 'discontinued' | 'unavailable';

export interface Badge {
  readonly type: string;
  readonly expiration_date?: number | null;
  readonly merchandising_order?: number;
}

export interface Sku {
  readonly skuId: string;
  readonly colorId: string;
  readonly colorName: string;
  readonly fitId: string;
  readonly sizeId: string;
  readonly size: string;
  readonly listPrice: number;
  readonly salePrice: number;
  readonly stockLevel: number;
  readonly backorder: number;
  readonly availableStatus: AvailableStatus;
  /** 1000 available, 1003 backordered, 1005 discontinued, 1111 unavailable. */
  readonly availabilityCode: number;
  readonly isDropShip?: boolean;
  readonly quickShipRegions?: readonly { countryCode: string }[];
  readonly isQuickShip?: boolean;
  readonly shipRestriction?: { codeName: string } | null;
  readonly logisticClass?: string | null;
  readonly isFlatRate?: boolean;
  readonly isFlatRateChoice?: boolean;
  readonly additionalShippingInfo?: { code: string; price: number | null } | null;
  readonly returnRestockInfo?: { feeCode?: string } | null;
  readonly paymentNotifications?: readonly { payment: string; status: string }[];
  readonly backInStockNotificationEligible?: boolean;
  readonly collectionPointEligible?: boolean;
  readonly pools?: readonly {
    poolId: string;
    stockLevel: number;
    backorder: number;
    availableStatus: AvailableStatus;
    availabilityCode: number;
  }[];
}

export interface SliceItem {
  readonly code: string;
  readonly displayName: string;
  readonly includedSkus: readonly string[];
  readonly includedSizes: readonly { id: string; displayName: string }[];
  readonly images: readonly string[];
  readonly videos: readonly unknown[];
  readonly hasAvailableSku?: boolean;
}

export interface SkuInfo {
  readonly primarySlice: { readonly sliceItems: readonly SliceItem[] };
  readonly secondarySlice: { readonly sliceItems: readonly SliceItem[] };
  readonly skus: readonly Sku[];
}

export interface ProductSummary {
  readonly hasAvailableSku: boolean;
  readonly hasMarkdown: boolean;
  readonly markdownState: 'none' | 'partial' | 'full';
  readonly listPriceLow: number | null;
  readonly listPriceHigh: number | null;
  readonly salePriceLow: number | null;
  readonly salePriceHigh: number | null;
  readonly hasFlatRateSku: boolean;
  readonly hasRestockFeeCode: boolean;
}

export interface Product {
  readonly productId: string;
  readonly slug: string;
  readonly displayName: string;
  readonly styleNumber: string;
  readonly productType?: string;
  readonly brand?: string;
  readonly merchandiseClass?: string;
  readonly parentCategory?: { readonly id: string; readonly displayName: string };
  readonly badges: readonly Badge[];
  readonly facets?: Readonly<Record<string, unknown>>;
  readonly isGiftCard?: boolean;
  readonly isEgiftCard?: boolean;
  readonly configurationEnabled?: boolean;
  readonly isPetite?: boolean;
  readonly isVintage?: boolean;
  readonly isMarketPlace?: boolean;
  readonly webExclusive?: boolean;
  readonly preorderFlag?: boolean;
  readonly removeForLegalReasons?: boolean;
  readonly disableReviewForm?: boolean;
  readonly sellerInfo?: { readonly shopName: string | null };
  readonly familyProducts?: readonly string[];
  readonly bundleIds?: readonly string[];
  readonly partIds?: readonly string[];
  readonly swatches?: readonly { colorCode: string; colorName: string; image: string }[];
  readonly reviews?: { readonly count: number; readonly averageRating: number };
  readonly templateInfo?: {
    readonly templateId: string;
    readonly featureToggles: Readonly<Record<string, unknown>>;
    readonly displaySettings: Readonly<Record<string, unknown>>;
    readonly components: readonly unknown[];
  };
  readonly language?: string;
  readonly lastModified?: string;
  readonly links?: { readonly web: string };
  /** Content fields (metaDescription, sizeGuide, dimensions...). */
  readonly [content: string]: unknown;
}

/** One entry of a product list: { product, skuInfo, productSummary }. */
export interface ProductEntry {
  readonly product: Product;
  readonly skuInfo: SkuInfo;
  readonly productSummary: ProductSummary;
}

export type ProductList = readonly ProductEntry[];

export interface ProductLookup {
  /** One of slug, productIds or skus (skus via getProductBySkus). */
  readonly slug?: string;
  readonly productIds?: readonly string[];
  readonly projection?: string;
  readonly projectionSlug?: string;
  readonly includePools?: boolean;
  readonly includeRealtimeInventory?: boolean;
  /** e.g. 'oos-color'. */
  readonly excludeFilter?: string;
  readonly countryCode?: string;
}

export interface PriceInfo extends ProductSummary {
  readonly productId: string;
  readonly currency: string;
  readonly skus: readonly {
    skuId: string;
    listPrice: number;
    salePrice: number;
    onSale: boolean;
  }[];
}

export interface ProductBundles {
  readonly productId: string;
  readonly bundles: ProductList;
}

export interface ProductParts {
  readonly productId: string;
  readonly poolId: string;
  readonly parts: ProductList;
}

/** Refinements on the wire (catalogue spec §3): value a comma list or a list. */
export type RefinementType = 'Value' | 'Range' | 'MultiValue' | 'SplitValue';

export interface Refinement {
  readonly facet: string;
  readonly type: RefinementType;
  readonly value: string | readonly string[];
}

export interface ListingRequest {
  /** The category listing url, as the navigation gives it. */
  readonly url: string;
  readonly pageSize: number;
  readonly skip: number;
  readonly projection?: readonly string[];
  readonly projectionSlug?: string;
  readonly sort?: { readonly field: string; readonly order: 'asc' | 'desc' };
  readonly refinements?: readonly Refinement[];
  readonly selectedStores?: readonly string[];
  readonly personalization?: Readonly<Record<string, unknown>>;
}

export interface Tile {
  readonly productId: string;
  readonly slug?: string;
  readonly displayName?: string;
  readonly styleNumber?: string;
  readonly productType?: string;
  readonly links?: { readonly web: string };
  readonly price?: {
    readonly currency: string;
    readonly listPriceLow: number;
    readonly listPriceHigh: number;
    readonly salePriceLow: number;
    readonly salePriceHigh: number;
    readonly hasMarkdown: boolean;
  };
  readonly image?: string | null;
  readonly swatches?: readonly {
    colorCode: string;
    colorName: string;
    image: string;
    tileImage: string;
  }[];
  readonly colorCount?: number;
  readonly badges?: readonly Badge[];
  readonly reviews?: { readonly count: number; readonly averageRating: number };
}

export interface Facet {
  readonly name: string;
  readonly type: RefinementType;
  readonly values?: readonly {
    value: string;
    count: number;
    selected: boolean;
    parentValue?: string;
  }[];
  readonly low?: number | null;
  readonly high?: number | null;
  readonly selected?: readonly string[];
}

export interface Listing {
  readonly category: {
    readonly slug: string;
    readonly parentSlug: string | null;
    readonly displayName: string;
  };
  readonly currency: string;
  readonly pageSize: number;
  readonly skip: number;
  readonly total: number;
  readonly totalPages: number;
  readonly sort: { readonly field: string; readonly order: 'asc' | 'desc' };
  readonly records: readonly Tile[];
  readonly facets: readonly Facet[];
}

export interface NavigationNode {
  readonly slug: string;
  readonly itemId?: string;
  readonly displayName: string;
  readonly typeCode: string;
  readonly nestLevel?: number;
  readonly ancestorSlugs?: readonly string[];
  readonly targetUrl?: string;
  readonly navigationItems?: readonly NavigationNode[];
  readonly navigationDisplayPreferences?: { tertiaryDisplay?: number; displayAsSale?: boolean };
  readonly [field: string]: unknown;
}

export interface NavigationResponse {
  readonly navigationItems: readonly NavigationNode[];
  readonly ancestorNavigationItems: readonly NavigationNode[];
  readonly containers: readonly unknown[];
}

export interface NavigationLookup {
  /** A slug or a category id, not both (catalogue spec §5). */
  readonly slug?: string;
  readonly categoryId?: string;
  readonly projectionSlug?: string;
  readonly breadcrumbs?: boolean;
  readonly navigation?: boolean;
  readonly projection?: string;
}

export interface PathRedirect {
  readonly redirectPath: string;
  readonly statusCode: number;
}

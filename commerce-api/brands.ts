import type { Currency, Locale } from '../schemas/api/generated/types.ts';
/**
 * What the API knows of brands and sites. It is handed resolved configuration as plain data by
 * whoever starts it (scripts/), so the API never imports the engine (DESIGN §2); any object with
 * these fields, such as engine/config's ResolvedBrand, fits.
 */
export interface ApiSiteConfig {
  readonly id: string;
  readonly country: string;
  readonly currency: Currency;
  readonly availableCurrencies: readonly {
    readonly currencyCode: Currency;
    readonly currencyPrefix: string;
  }[];
  readonly defaultLocale: Locale;
  readonly languages: readonly Locale[];
  readonly inventoryPool: string;
  readonly pxpEnabled: boolean;
  readonly limits: {
    readonly cart: { readonly itemQuantityMax: number; readonly productQuantityMax: number };
    readonly listing: { readonly tilesPerPage: number };
    readonly giftMessage: { readonly egiftMaxLength: number; readonly physicalMaxLength: number };
    readonly reviews: {
      readonly perPage: number;
      readonly textMaxLength: number;
      readonly maxImages: number;
      readonly maxImageBytes: number;
      readonly maxVideos: number;
      readonly maxVideoBytes: number;
      readonly acceptedMediaTypes: readonly string[];
    };
    readonly stores: { readonly nearbyDistance: number };
  };
  readonly switches: Readonly<Record<string, boolean>>;
  /** The site's feature-flag defaults (flags.schema.json) the API honours. */
  readonly flags?: Readonly<Record<string, unknown>>;
  readonly payments: Readonly<Record<string, unknown>>;
  /** Shipping countries whose recipients give a tax id at checkout (shell spec §3.1). */
  readonly taxIdShippingCountries?: readonly string[];
}

export interface ApiBrandConfig {
  readonly id: string;
  readonly settings: {
    readonly name: string;
    readonly siteIdPrefix: string;
    readonly defaultSite: string;
    /** Countries whose businesses may apply to the trade programme (shell spec §5 trade forms). */
    readonly tradeFormCountries?: readonly string[];
  };
  readonly sites: Readonly<Record<string, ApiSiteConfig>>;
  /** Content documents by name (banners, navigation, header, footer, pages). */
  readonly content: Readonly<Record<string, unknown>>;
}

export interface SiteRef {
  readonly brand: ApiBrandConfig;
  readonly site: ApiSiteConfig;
}

export class BrandDirectory {
  private readonly bySite = new Map<string, SiteRef>();

  constructor(readonly brands: readonly ApiBrandConfig[]) {
    for (const brand of brands) {
      for (const site of Object.values(brand.sites)) this.bySite.set(site.id, { brand, site });
    }
  }

  site(siteId: string): SiteRef | undefined {
    return this.bySite.get(siteId);
  }

  brand(brandId: string): ApiBrandConfig | undefined {
    return this.brands.find((brand) => brand.id === brandId);
  }
}

import type { ApiSiteConfig } from '../brands.ts';

export interface SiteCountry {
  readonly countryCode: string;
  readonly name: string;
  readonly groupType?: string;
  readonly isBilling?: boolean;
  readonly isShipping?: boolean;
  readonly regions?: readonly { readonly regionCode: string; readonly description: string }[];
}

export interface PaymentMethodConfig {
  readonly active?: boolean;
  readonly transactionalCurrencies?: readonly string[];
  readonly excludedLanguages?: readonly string[];
  readonly amountRanges?: readonly unknown[];
  readonly acceptedCreditCards?: readonly string[];
  readonly paymentGateway?: string;
  readonly isBuyNowEligible?: boolean;
  readonly allowStylist?: boolean;
}

/**
 * The resolved site fields of shell spec §3.1 that ApiSiteConfig does not name. The API is handed
 * the engine's resolved site (schemas/site.schema.json fills the defaults), so they are present;
 * every one is optional here so a thinner config still works.
 */
export interface SiteConfigFields {
  readonly defaultCountry?: string;
  readonly countries?: readonly SiteCountry[];
  readonly giftWrapSkus?: readonly string[];
  readonly deliveryDate?: {
    readonly enabledOnPDP?: boolean;
    readonly destinationCountries?: readonly string[];
  };
  readonly deliveryPassMembership?: { readonly billingCountries?: readonly string[] };
  readonly selfCancellation?: { readonly enabled?: boolean; readonly reasons?: readonly string[] };
  readonly mobileAuthenticationCountries?: readonly string[];
  readonly smsMarketingCountries?: readonly string[];
  readonly taxIdShippingCountries?: readonly string[];
  readonly privacyLocations?: readonly {
    readonly countryCode: string;
    readonly regionCode?: string;
  }[];
  readonly scaEnabled?: boolean;
  readonly paymentLibrary?: { readonly publishableKey?: string; readonly accountId?: string };
}

export const siteConfigFields = (site: ApiSiteConfig): SiteConfigFields =>
  site as ApiSiteConfig & SiteConfigFields;

export const paymentMethods = (
  site: ApiSiteConfig,
): Readonly<Record<string, PaymentMethodConfig>> =>
  site.payments as Readonly<Record<string, PaymentMethodConfig>>;

import type { ApiSiteConfig } from '../brands.ts';
import { paymentMethods, siteConfigFields } from './site-fields.ts';

/**
 * The site configuration a browser may see (shell spec §3.1 "Site config"). Only what the spec
 * lists: no flags, limits or the free-form `custom` field, which may carry brand-internal values.
 */
export function publicSiteConfig(site: ApiSiteConfig): Record<string, unknown> {
  const fields = siteConfigFields(site);
  return {
    siteId: site.id,
    country: site.country,
    currency: site.currency,
    language: site.defaultLocale,
    languages: site.languages,
    currencies: site.availableCurrencies.map((entry) => entry.currencyCode),
    availableCurrencies: site.availableCurrencies,
    inventoryPool: site.inventoryPool,
    defaultCountry: fields.defaultCountry ?? site.country,
    countries: (fields.countries ?? []).map((country) => ({
      countryCode: country.countryCode,
      name: country.name,
      groupType: country.groupType ?? 'group1',
      isBilling: country.isBilling ?? true,
      isShipping: country.isShipping ?? true,
      regions: country.regions ?? [],
    })),
    giftWrapSkus: fields.giftWrapSkus ?? [],
    deliveryDate: {
      enabledOnPDP: fields.deliveryDate?.enabledOnPDP ?? false,
      destinationCountries: fields.deliveryDate?.destinationCountries ?? [],
    },
    deliveryPassMembership: {
      billingCountries: fields.deliveryPassMembership?.billingCountries ?? [],
    },
    selfCancellationEnabled: fields.selfCancellation?.enabled ?? false,
    selfCancellationReasons: fields.selfCancellation?.reasons ?? [],
    mobileAuthentication: { countries: fields.mobileAuthenticationCountries ?? [] },
    smsMarketing: { countries: fields.smsMarketingCountries ?? [] },
    taxIdShippingCountries: fields.taxIdShippingCountries ?? [],
    payments: Object.entries(paymentMethods(site)).map(([methodType, method]) => ({
      methodType,
      active: method.active ?? true,
      transactionalCurrencies: method.transactionalCurrencies ?? [],
      excludedLanguages: method.excludedLanguages ?? [],
      amountRanges: method.amountRanges ?? [],
      acceptedCreditCards: method.acceptedCreditCards ?? [],
      ...(method.paymentGateway ? { paymentGateway: method.paymentGateway } : {}),
      isBuyNowEligible: method.isBuyNowEligible ?? false,
      allowStylist: method.allowStylist ?? false,
    })),
    pxpEnabled: site.pxpEnabled,
    scaEnabled: fields.scaEnabled ?? false,
    privacyLocations: fields.privacyLocations ?? [],
    // The card payment provider's library (catalogue spec §7): served here, not in the page bundle.
    paymentLibrary: {
      ...(fields.paymentLibrary?.publishableKey
        ? { publishableKey: fields.paymentLibrary.publishableKey }
        : {}),
      ...(fields.paymentLibrary?.accountId ? { accountId: fields.paymentLibrary.accountId } : {}),
    },
  };
}

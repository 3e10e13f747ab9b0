/** Site configuration as the configuration service answers it (shell spec §3.1 "Site config"). */
export interface SiteConfiguration {
  readonly siteId: string;
  readonly country: string;
  readonly currency: string;
  readonly language: string;
  readonly languages: readonly string[];
  readonly currencies: readonly string[];
  readonly availableCurrencies: readonly { currencyCode: string; currencyPrefix: string }[];
  readonly inventoryPool: string;
  readonly defaultCountry: string;
  readonly countries: readonly ConfiguredCountry[];
  readonly giftWrapSkus: readonly string[];
  readonly deliveryDate: { enabledOnPDP: boolean; destinationCountries: readonly string[] };
  readonly deliveryPassMembership: { billingCountries: readonly string[] };
  readonly selfCancellationEnabled: boolean;
  readonly selfCancellationReasons: readonly string[];
  readonly mobileAuthentication: { countries: readonly string[] };
  readonly smsMarketing: { countries: readonly string[] };
  readonly taxIdShippingCountries: readonly string[];
  readonly payments: readonly ConfiguredPaymentMethod[];
  readonly pxpEnabled: boolean;
  readonly scaEnabled: boolean;
  readonly privacyLocations: readonly { countryCode: string; regionCode?: string }[];
}

export interface ConfiguredCountry {
  readonly countryCode: string;
  readonly name: string;
  readonly groupType: string;
  readonly isBilling: boolean;
  readonly isShipping: boolean;
  readonly regions: readonly { regionCode: string; description: string }[];
}

export interface ConfiguredPaymentMethod {
  readonly methodType: string;
  readonly active: boolean;
  readonly transactionalCurrencies: readonly string[];
  readonly excludedLanguages: readonly string[];
  readonly amountRanges: readonly {
    currency: string;
    minimumAmount: number;
    maximumAmount: number;
  }[];
  readonly acceptedCreditCards: readonly string[];
  readonly paymentGateway?: string;
  readonly isBuyNowEligible: boolean;
  readonly allowStylist: boolean;
}

/** The card-encryption key (shell spec §7): RSA-OAEP public key and the id to send back. */
export interface PxpPublicKey {
  readonly publicEncryptionKey: { readonly pem: string };
  readonly encryptionId: string;
}

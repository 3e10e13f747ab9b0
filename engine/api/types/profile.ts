/** Preferences (shell spec §3.2). */
export interface Preferences {
  readonly global: {
    readonly language?: string;
    readonly country?: string;
    readonly currency?: string;
    readonly favoriteStores?: readonly string[];
    readonly profilePhoto?: string;
    readonly privacyOptOutLocations?: readonly PrivacyLocation[];
  };
  readonly web?: { readonly interstitialDeclined?: boolean };
}

export interface PrivacyLocation {
  readonly countryCode: string;
  readonly regionCode?: string;
}

export type Gender = 'FEMALE' | 'MALE' | 'NON_BINARY' | 'UNKNOWN';

/** Profile (shell spec §3.2). */
export interface Profile {
  readonly profileId: string;
  readonly emailAddress: string;
  readonly name: { readonly first: string; readonly last: string };
  readonly dateOfBirth?: string;
  readonly gender?: Gender;
  readonly defaultPaymentId?: string | null;
  readonly defaultShippingAddressId?: string | null;
  readonly discounts?: readonly unknown[];
  readonly employee?: { readonly employeeId: string; readonly name?: string } | null;
  readonly externalIds?: { readonly salesforceContactId?: string };
  readonly loyalty?: { readonly loyaltyId?: string } | null;
  readonly membership?: {
    readonly group?: string;
    readonly memberId?: string;
    readonly expirationDate?: string;
    readonly type?: string;
  } | null;
  readonly membershipRenewalEligible?: boolean;
  readonly privacyLocations?: readonly PrivacyLocation[];
  readonly privacyOptOutLocations?: readonly PrivacyLocation[];
  readonly sterlingId?: string;
  readonly student?: boolean;
  readonly phone?: { readonly number: string } | null;
  readonly loyaltyUserName?: string;
  readonly stylist?: { readonly stylistId: string } | null;
}

export interface ProfileUpdate {
  readonly name: { readonly first: string; readonly last: string };
  readonly dateOfBirth?: string;
  readonly gender?: Gender;
  readonly student?: boolean;
  readonly defaultShippingAddressId?: string | null;
  readonly defaultPaymentId?: string | null;
}

/** The fields PATCH /me may replace (shell spec §7). */
export type ProfilePatchPath =
  '/defaultShippingAddressId' | '/defaultPaymentId' | '/name/first' | '/name/last';

export interface PostalAddress {
  readonly name: { readonly first: string; readonly last: string };
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly region?: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phoneNumber?: string;
}

/** Address wrapper (shell spec §3.2): address and visible. */
export interface SavedAddress {
  readonly id: string;
  readonly address: PostalAddress;
  readonly visible: boolean;
  readonly nickName?: string;
}

export interface AddressInput {
  readonly address: PostalAddress;
  readonly visible?: boolean;
  readonly nickName?: string;
}

/** Payment (shell spec §3.2): the card's brand, last four and expiry only. */
export interface SavedPayment {
  readonly id: string;
  readonly paymentType: string;
  readonly visible: boolean;
  readonly creditCardDetail?: {
    readonly cardType: string;
    readonly expirationMonth: number;
    readonly expirationYear: number;
    readonly lastFourDigits: string;
    readonly needsVerification: boolean;
    readonly addressId?: string;
    readonly address?: {
      readonly nickName?: string;
      readonly id: string;
      readonly address: PostalAddress;
    };
  };
}

/** A card encrypted in the browser with the configuration's public key (DESIGN §8). */
export interface NewCardPayment {
  readonly visible?: boolean;
  readonly encryptionId: string;
  readonly encryptedCardData: string;
  readonly addressId?: string;
  readonly address?: PostalAddress;
}

export interface PaymentUpdate {
  readonly visible?: boolean;
  readonly creditCardDetail?: {
    readonly addressId?: string;
    readonly expirationMonth?: number;
    readonly expirationYear?: number;
  };
}

/** Loyalty rewards (shell spec §3.2). */
export interface LoyaltyRewards {
  readonly totalNumberOfRecords: number;
  readonly awards: readonly LoyaltyAward[];
}

export interface LoyaltyAward {
  readonly key: string;
  readonly number: string;
  readonly createDate: string;
  readonly startDate: string;
  readonly expiryDate: string;
  readonly statusCode: string;
  readonly statusDescription: string;
  readonly promoRule: {
    readonly campaignName: string;
    readonly promoCode: string;
    readonly shortDescription: string;
    readonly longDescription: string;
  };
}

export type Traits = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export type TraitPatch =
  | { readonly op: 'add' | 'replace'; readonly path: string; readonly value: Traits[string] }
  | { readonly op: 'remove'; readonly path: string };

export interface Registration {
  readonly email: string;
  readonly password: string;
  readonly name: { readonly first: string; readonly last: string };
  readonly gender?: Gender;
}

/** A one-time code was sent; the referenceId goes back with the code. */
export interface OneTimeCode {
  readonly referenceId: string;
  readonly channel: 'SMS' | 'EMAIL';
  readonly expiresAt: string;
}

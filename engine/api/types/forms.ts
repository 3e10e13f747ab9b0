import type { Gender } from './profile.ts';

/** Contact-us (shell spec §3.2). */
export interface ContactUsForm {
  readonly name: { readonly first: string; readonly last: string };
  readonly replyToEmail: string;
  readonly subjectCode: string;
  readonly subjectText: string;
  readonly message?: string;
  readonly orderNumber?: string;
}

/** Catalogue request (shell spec §3.2). */
export interface CatalogRequestForm {
  readonly name: { readonly first: string; readonly last: string };
  readonly address1: string;
  readonly address2?: string;
  readonly poBox?: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
}

/** Marketing subscription (shell spec §3.2). */
export interface MarketingSubscriptionForm {
  readonly emailAddress?: string;
  readonly gender: Gender;
  readonly source: string;
  readonly additionalBrands: readonly string[];
  readonly action?: 'SUBSCRIBE' | 'UNSUBSCRIBE';
  readonly country?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly postalCode?: string;
  readonly mobilePhoneNumber?: string;
  readonly smsSignUpSourceId?: string;
  readonly dialingCodeCountryCode?: string;
}

type PlainValue = string | number | boolean | null;

/** The generic email form (slipstream email, shell spec §5, §7). */
export interface EmailForm {
  readonly campaignId: string;
  readonly brand: string;
  readonly body: Readonly<Record<string, PlainValue>>;
  readonly config: Readonly<Record<string, PlainValue>> & {
    readonly brandCode: string;
    readonly eid: string;
    readonly sendToEmail: string;
  };
}

/** Back-in-stock notification (shell spec §3.2, catalogue spec §7). */
export interface BackInStockForm {
  readonly productId: string;
  readonly skuId: string;
  readonly styleNumber: string;
  readonly poolId: string;
  readonly email: string;
}

/** Swatch request (shell spec §3.2, catalogue spec §7). */
export interface SwatchRequestForm {
  readonly productId: string;
  readonly contactInfo: Readonly<Record<string, unknown>>;
  readonly swatches: readonly Readonly<Record<string, unknown>>[];
}

/** What a form submission answers: an acknowledgement with its id. */
export interface FormReceipt {
  readonly id?: string;
  readonly status?: string;
}

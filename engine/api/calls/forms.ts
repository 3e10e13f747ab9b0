import type {
  AccountSubscription,
  CatalogRequest,
  ContactUs,
  FormReceipt,
  HelpCode,
  HelpCodeRequest,
  ManualEmail,
  MarketingSubscription,
  SwatchRequest,
  TradeApplication,
} from '../../../schemas/api/generated/types.ts';
import {
  isValidCatalogRequest,
  isValidContactUs,
  isValidEmailForm,
  isValidMarketingSubscription,
  isValidSwatchRequest,
  withoutEmptyFields,
} from '../../domain/validation/forms.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { digitsOnly } from '../../domain/validation/primitives.ts';
import { defineCall } from '../declaration.ts';
import type { ApiDeclaration, NoParams } from '../declaration.ts';
import { siteBase } from './wire.ts';

/** Countries where a catalogue may be requested (shell spec §5: US and CA; none on one brand). */
export const DEFAULT_CATALOG_REQUEST_COUNTRIES: readonly string[] = ['US', 'CA'];

/** Contact us (shell spec §5, §7, §8). */
export const submitContactUs = defineCall<
  ContactUs & { readonly captchaToken?: string },
  FormReceipt
>({
  operation: 'submitContactUs',
  service: 'profile',
  audience: 'public',
  method: 'POST',
  path: (site) => `${siteBase(site, 'profile', 'v0')}/contact-us`,
  body: ({ captchaToken: _captchaToken, ...form }): ContactUs => form,
  captchaToken: ({ captchaToken }) => captchaToken,
  validate: (form) => (isValidContactUs(form) ? undefined : VALIDATION_MESSAGES.contactUs),
});

/** Request a catalogue (shell spec §5, §7, §8); allowed countries come from the brand's config. */
export const submitCatalogRequest = defineCall<
  CatalogRequest & {
    readonly allowedCountries?: readonly string[];
    readonly captchaToken?: string;
  },
  FormReceipt
>({
  operation: 'submitCatalogRequest',
  service: 'profile',
  audience: 'public',
  method: 'POST',
  path: (site) => `${siteBase(site, 'profile', 'v0')}/catalog-requests`,
  body: ({ allowedCountries: _allowed, captchaToken: _captchaToken, ...form }): CatalogRequest =>
    form,
  captchaToken: ({ captchaToken }) => captchaToken,
  validate: (form) =>
    isValidCatalogRequest(form, form.allowedCountries ?? DEFAULT_CATALOG_REQUEST_COUNTRIES)
      ? undefined
      : VALIDATION_MESSAGES.catalogRequest,
});

/**
 * A trade programme application (shell spec §5 trade forms; the call is not shown): where the
 * site's switch tradeForms is on and the brand's tradeFormCountries list the site's country. The
 * form checks its fields first (engine/domain/forms/trade-form.ts); the phone goes as digits.
 */
export const submitTradeApplication = defineCall<
  TradeApplication & { readonly captchaToken?: string },
  FormReceipt
>({
  operation: 'submitTradeApplication',
  service: 'profile',
  audience: 'public',
  method: 'POST',
  path: (site) => `${siteBase(site, 'profile', 'v0')}/trade-applications`,
  body: ({ captchaToken: _captchaToken, ...form }): TradeApplication => ({
    ...form,
    phoneNumber: digitsOnly(form.phoneNumber),
  }),
  captchaToken: ({ captchaToken }) => captchaToken,
});

/**
 * Marketing subscription (shell spec §5, §7): brands, gender and source required; the other
 * fields sent only when non-empty; the phone stripped to digits.
 */
function subscription(
  operation: string,
  me: string,
): ApiDeclaration<MarketingSubscription, MarketingSubscription> {
  return defineCall<MarketingSubscription, MarketingSubscription>({
    operation,
    service: 'profile',
    audience: me ? 'shopper' : 'public',
    method: 'POST',
    path: (site) => `${siteBase(site, 'profile', 'v0')}${me}/marketing-subscriptions`,
    body: (form) =>
      withoutEmptyFields({
        ...form,
        mobilePhoneNumber: form.mobilePhoneNumber ? digitsOnly(form.mobilePhoneNumber) : undefined,
      }),
    validate: (form) =>
      isValidMarketingSubscription(form) ? undefined : VALIDATION_MESSAGES.marketingSubscription,
  });
}

/** The email signup modal's subscription, for anyone. */
export const subscribeToMarketing = subscription('subscribeToMarketing', '');
/** The signed-in shopper's subscription: the account's email unless another is given. */
export const subscribeToMarketingSignedIn: ApiDeclaration<
  MarketingSubscription,
  MarketingSubscription
> = {
  ...subscription('subscribeToMarketingSignedIn', '/me'),
  invalidates: ['getAccountSubscription'],
};

/** Whether the signed-in shopper's account address is subscribed on this site (shell spec §1). */
export const getAccountSubscription = defineCall<NoParams, AccountSubscription>({
  operation: 'getAccountSubscription',
  service: 'profile',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${siteBase(site, 'profile', 'v0')}/me/marketing-subscriptions`,
});

/** The generic email form (slipstream email, shell spec §5, §7). */
export interface EmailForm {
  readonly campaignId: string;
  readonly brand: string;
  readonly body: ManualEmail['body'];
  readonly config: ManualEmail['config'] & {
    readonly brandCode: string;
    readonly eid: string;
    readonly sendToEmail: string;
  };
}

/** The generic email form (shell spec §5, §7): emailtype MANUAL_EMAIL. */
export const sendEmailForm = defineCall<EmailForm, FormReceipt>({
  operation: 'sendEmailForm',
  service: 'slipstream',
  audience: 'public',
  method: 'POST',
  path: () => '/slipstream/api/email/v0',
  body: (form): ManualEmail => ({
    emailtype: 'MANUAL_EMAIL',
    brand: form.brand,
    campaignId: form.campaignId,
    body: form.body,
    config: form.config,
    brandCode: form.config.brandCode,
    eid: form.config.eid,
    sendToEmail: form.config.sendToEmail,
  }),
  validate: (form) => (isValidEmailForm(form) ? undefined : VALIDATION_MESSAGES.emailForm),
});

/**
 * Swatch request (shell spec §5, §8; catalogue spec §7). Declared with the service forms: the
 * product page's swatch dialog loads it without splitting the cart's calls chunk (issue 9 budget).
 */
export const submitSwatchRequest = defineCall<SwatchRequest, FormReceipt>({
  operation: 'submitSwatchRequest',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'checkout', 'v0')}/swatch-requests`,
  body: (request) => request,
  validate: (request) =>
    isValidSwatchRequest(request) ? undefined : VALIDATION_MESSAGES.swatchRequest,
});

/**
 * A help code for the shopper to read to customer service (shell spec §2.4 #help-code): made and
 * kept by the API with the shopper's session and the page they are on, so an agent can find them.
 */
export const createHelpCode = defineCall<HelpCodeRequest, HelpCode>({
  operation: 'createHelpCode',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'profile', 'v0')}/help-codes`,
  body: (request): HelpCodeRequest => request,
});

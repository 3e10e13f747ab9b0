import {
  isValidCatalogRequest,
  isValidContactUs,
  isValidEmailForm,
  isValidMarketingSubscription,
  withoutEmptyFields,
} from '../../domain/validation/forms.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { digitsOnly } from '../../domain/validation/primitives.ts';
import type { ApiClient } from '../client.ts';
import type {
  CatalogRequestForm,
  ContactUsForm,
  EmailForm,
  FormReceipt,
  MarketingSubscriptionForm,
} from '../types/forms.ts';
import { siteBase } from './paths.ts';

/** Countries where a catalogue may be requested (shell spec §5: US and CA; none on one brand). */
export const DEFAULT_CATALOG_REQUEST_COUNTRIES: readonly string[] = ['US', 'CA'];

/** Contact us (shell spec §5, §7, §8). */
export async function submitContactUs(
  client: ApiClient,
  form: ContactUsForm,
  captchaToken?: string,
): Promise<FormReceipt> {
  if (!isValidContactUs(form)) throw client.invalid(VALIDATION_MESSAGES.contactUs);
  return client.request({
    operation: 'submitContactUs',
    method: 'POST',
    path: `${siteBase(client, 'profile', 'v0')}/contact-us`,
    body: form,
    captchaToken,
  });
}

/** Request a catalogue (shell spec §5, §7, §8); allowed countries come from the brand's config. */
export async function submitCatalogRequest(
  client: ApiClient,
  form: CatalogRequestForm,
  options: { allowedCountries?: readonly string[]; captchaToken?: string } = {},
): Promise<FormReceipt> {
  const allowed = options.allowedCountries ?? DEFAULT_CATALOG_REQUEST_COUNTRIES;
  if (!isValidCatalogRequest(form, allowed))
    throw client.invalid(VALIDATION_MESSAGES.catalogRequest);
  return client.request({
    operation: 'submitCatalogRequest',
    method: 'POST',
    path: `${siteBase(client, 'profile', 'v0')}/catalog-requests`,
    body: form,
    captchaToken: options.captchaToken,
  });
}

/**
 * Marketing subscription (shell spec §5, §7): brands, gender and source required; the other fields
 * sent only when non-empty; the phone stripped to digits. Signed in, it goes to /me.
 */
export async function subscribeToMarketing(
  client: ApiClient,
  form: MarketingSubscriptionForm,
  options: { signedIn?: boolean } = {},
): Promise<FormReceipt> {
  if (!isValidMarketingSubscription(form)) {
    throw client.invalid(VALIDATION_MESSAGES.marketingSubscription);
  }
  const phone = form.mobilePhoneNumber ? digitsOnly(form.mobilePhoneNumber) : undefined;
  return client.request({
    operation: 'subscribeToMarketing',
    method: 'POST',
    path: `${siteBase(client, 'profile', 'v0')}${options.signedIn ? '/me' : ''}/marketing-subscriptions`,
    body: withoutEmptyFields({ ...form, mobilePhoneNumber: phone }),
  });
}

/** The generic email form (shell spec §5, §7): emailtype MANUAL_EMAIL. */
export async function sendEmailForm(client: ApiClient, form: EmailForm): Promise<FormReceipt> {
  if (!isValidEmailForm(form)) throw client.invalid(VALIDATION_MESSAGES.emailForm);
  return client.request({
    operation: 'sendEmailForm',
    method: 'POST',
    path: '/slipstream/api/email/v0',
    body: {
      emailtype: 'MANUAL_EMAIL',
      brand: form.brand,
      campaignId: form.campaignId,
      body: form.body,
      config: form.config,
      brandCode: form.config.brandCode,
      eid: form.config.eid,
      sendToEmail: form.config.sendToEmail,
    },
  });
}

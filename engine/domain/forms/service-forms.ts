import { isValidEmail } from '../validation/email.ts';
import { digitsOnly } from '../validation/primitives.ts';

/**
 * The service forms' rules (shell spec §3.2 fields, §5 required fields and where a form is
 * offered, §7 calls): which fields a form has on a site and what is wrong with what was typed.
 * Each answer is an engine string (the i18n key of the message shown at the field).
 */

/** Contact-us topics: the subjectCode sent; the topic's words in the shopper's language its subjectText. */
export const CONTACT_TOPICS = ['ORDER', 'RETURN', 'PRODUCT', 'WEBSITE', 'OTHER'] as const;

/** An order number as the contact-us call takes it (schemas/api/forms/contact-us.schema.json). */
const CONTACT_ORDER_NUMBER = /^[A-Z0-9-]{1,30}$/;

export interface ContactUsValues {
  readonly first: string;
  readonly last: string;
  readonly replyToEmail: string;
  readonly subjectCode: string;
  readonly orderNumber: string;
  readonly message: string;
}

/** The API's name limit (40 characters each). */
const NAME_MAX = 40;

/**
 * Contact us (shell spec §5): first and last name, reply-to email and a topic are required (the
 * topic gives subjectCode and subjectText); the message is required and at most the configured
 * length (limits.forms.contactMessageMaxLength); the order number is optional.
 */
export function contactUsErrors(
  values: ContactUsValues,
  limits: { readonly messageMaxLength: number },
): Partial<Record<keyof ContactUsValues, string>> {
  const errors: Partial<Record<keyof ContactUsValues, string>> = {};
  const first = values.first.trim();
  const last = values.last.trim();
  const email = values.replyToEmail.trim();
  const message = values.message.trim();
  const orderNumber = values.orderNumber.trim().toUpperCase();
  if (first === '') errors.first = 'validation.required';
  else if (first.length > NAME_MAX) errors.first = 'serviceForms.error.nameTooLong';
  if (last === '') errors.last = 'validation.required';
  else if (last.length > NAME_MAX) errors.last = 'serviceForms.error.nameTooLong';
  if (email === '') errors.replyToEmail = 'validation.required';
  else if (!isValidEmail(email)) errors.replyToEmail = 'validation.email';
  if (!(CONTACT_TOPICS as readonly string[]).includes(values.subjectCode)) {
    errors.subjectCode = 'serviceForms.error.topic';
  }
  if (orderNumber !== '' && !CONTACT_ORDER_NUMBER.test(orderNumber)) {
    errors.orderNumber = 'serviceForms.error.orderNumber';
  }
  if (message === '') errors.message = 'validation.required';
  else if (message.length > limits.messageMaxLength) errors.message = 'validation.messageTooLong';
  return errors;
}

/**
 * Where a catalogue may be requested (shell spec §5: "allowed only for US and CA (not for one
 * brand)"): the site's switch is on and its country is one of the catalogue countries.
 */
export function catalogRequestOffered(
  site: { readonly country: string; readonly catalogRequest: boolean },
  countries: readonly string[],
): boolean {
  return site.catalogRequest && countries.includes(site.country);
}

/**
 * Whether the email sign-up asks for a mobile number too (shell spec §5 per-site switches "SMS
 * opt-in during email signup"; §3.1 smsMarketing.countries): the switch is on and the site's
 * country is one where SMS marketing is offered.
 */
export function smsSignUpOffered(site: {
  readonly country: string;
  readonly smsOptInAtEmailSignup: boolean;
  readonly smsMarketingCountries: readonly string[];
}): boolean {
  return site.smsOptInAtEmailSignup && site.smsMarketingCountries.includes(site.country);
}

/** A mobile number for text messages: optional; when given, 7 to 15 digits (the API's rule). */
export function mobileNumberError(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  if (!/^[\d\s()+.-]+$/.test(value)) return 'validation.phone';
  const digits = digitsOnly(value).length;
  return digits >= 7 && digits <= 15 ? undefined : 'validation.phone';
}

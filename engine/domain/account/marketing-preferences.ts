import { mobileNumberError } from '../forms/service-forms.ts';
import { isValidEmail } from '../validation/email.ts';

/**
 * The account's "Email & Text Preferences" (shell spec §1 "marketing subscriptions" of the
 * account; §3.2 Marketing subscription fields; §5 "Marketing subscription requires a list of
 * additional brands, a gender and a source; other fields sent only when non-empty", "Phone
 * numbers are stripped to digits", per-site switch "SMS opt-in during email signup"; §7 POST
 * /me/marketing-subscriptions). Whether texts are offered is the email sign-up's own rule
 * (smsSignUpOffered), and a mobile number is checked by its rule (mobileNumberError): one rule
 * each, wherever the shopper signs up.
 */

export interface MarketingDraft {
  readonly email: string;
  readonly mobile: string;
  /** The shopper ticked "text me": texts are sent only with this consent. */
  readonly smsConsent: boolean;
}

export type MarketingField = 'email' | 'mobile' | 'smsConsent';

/** What is wrong at each field, as an engine string (i18n key). */
export type MarketingProblems = Partial<Record<MarketingField, string>>;

/** The source the account's sign-ups carry (§5: a source is required). */
export const ACCOUNT_SUBSCRIPTION_SOURCE = 'account-settings';

/**
 * What the shopper must fix before the subscription is sent: an email address; where texts are
 * offered, a mobile number is optional, but a number needs the consent and the consent a number.
 * Without SMS the mobile fields are not on the form and count for nothing.
 */
export function marketingProblems(draft: MarketingDraft, sms: boolean): MarketingProblems {
  const problems: MarketingProblems = {};
  const email = draft.email.trim();
  if (email === '') problems.email = 'validation.required';
  else if (!isValidEmail(email)) problems.email = 'validation.email';
  if (!sms) return problems;
  const mobile = draft.mobile.trim();
  const phone = mobileNumberError(mobile);
  if (phone) problems.mobile = phone;
  else if (mobile === '' && draft.smsConsent) {
    problems.mobile = 'accountSettings.marketing.mobileNeeded';
  } else if (mobile !== '' && !draft.smsConsent) {
    problems.smsConsent = 'accountSettings.marketing.consentNeeded';
  }
  return problems;
}

/**
 * The request of a checked draft (§3.2 fields; §5 required ones): gender UNKNOWN (the account
 * does not ask), no additional brands, the account as its source (or the form's own: the email
 * sign-up modal's); the mobile number, its source and its dialing country only where texts are
 * offered and the shopper consented.
 */
export function accountSubscriptionOf(
  draft: MarketingDraft,
  site: { readonly country: string; readonly sms: boolean; readonly source?: string },
): {
  emailAddress: string;
  gender: 'UNKNOWN';
  source: string;
  additionalBrands: string[];
  action: 'SUBSCRIBE';
  country: string;
  mobilePhoneNumber?: string;
  smsSignUpSourceId?: string;
  dialingCodeCountryCode?: string;
} {
  const mobile = draft.mobile.trim();
  const source = site.source ?? ACCOUNT_SUBSCRIPTION_SOURCE;
  return {
    emailAddress: draft.email.trim(),
    gender: 'UNKNOWN',
    source,
    additionalBrands: [],
    action: 'SUBSCRIBE',
    country: site.country,
    ...(site.sms && draft.smsConsent && mobile !== ''
      ? {
          mobilePhoneNumber: mobile,
          smsSignUpSourceId: source,
          dialingCodeCountryCode: site.country,
        }
      : {}),
  };
}

/** The API's field names and the form's (schemas/api/forms/marketing-subscription). */
const API_FIELDS: Readonly<Record<string, MarketingField>> = {
  emailAddress: 'email',
  mobilePhoneNumber: 'mobile',
};

/** The API's codes (commerce-api subscription-routes, ajv keywords) as the form's words. */
const API_CODES: Readonly<Record<string, string>> = {
  PHONE_NUMBER_INVALID: 'validation.phone',
  SMS_MARKETING_UNAVAILABLE: 'accountSettings.marketing.smsUnavailable',
  format: 'validation.email',
  pattern: 'validation.phone',
  maxLength: 'accountSettings.problem.tooLong',
  required: 'validation.required',
};

/**
 * The API's field errors at the form's fields; `unplaced` counts those no field shows (the
 * section then says so in general words). The first error of a field wins.
 */
export function marketingProblemsOfApiErrors(
  errors: readonly { readonly field: string; readonly code: string }[],
): { problems: MarketingProblems; unplaced: number } {
  const problems: MarketingProblems = {};
  let unplaced = 0;
  for (const error of errors) {
    const field = Object.hasOwn(API_FIELDS, error.field) ? API_FIELDS[error.field] : undefined;
    if (!field) {
      unplaced += 1;
      continue;
    }
    if (problems[field] !== undefined) continue;
    problems[field] = Object.hasOwn(API_CODES, error.code)
      ? API_CODES[error.code]!
      : 'accountSettings.problem.invalid';
  }
  return { problems, unplaced };
}

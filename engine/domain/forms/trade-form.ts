import { normalizeTaxId } from '../address/tax-id.ts';
import { isValidEmail } from '../validation/email.ts';
import { digitsOnly } from '../validation/primitives.ts';
import { matchesRule } from '../validation/shared.ts';

/**
 * The trade programme application (shell spec §5: "trade forms limited to certain countries per
 * brand"; the form's fields are not shown, designed as a home retailer's trade desk asks): the
 * business, its kind and tax id, a contact (name, email, phone), an optional website and the
 * business's country. Each answer is an engine string (the i18n key shown at the field).
 */

/** The kinds of business the programme serves (the businessType sent). */
export const TRADE_BUSINESS_TYPES = [
  'INTERIOR_DESIGN',
  'ARCHITECTURE',
  'HOME_STAGING',
  'HOSPITALITY',
  'OTHER',
] as const;

/**
 * Where the form is offered: the site's switch tradeForms is on and the brand's tradeFormCountries
 * list the site's country.
 */
export function tradeFormOffered(
  site: { readonly country: string; readonly tradeForms: boolean },
  tradeFormCountries: readonly string[],
): boolean {
  return site.tradeForms && tradeFormCountries.includes(site.country);
}

/** The countries a business may apply from: the brand's list, the site's own first. */
export function tradeCountries(siteCountry: string, tradeFormCountries: readonly string[]) {
  return [...tradeFormCountries].sort(
    (a, b) => Number(b === siteCountry) - Number(a === siteCountry),
  );
}

/**
 * A US business's EIN (schemas/api/forms/trade-application.schema.json $defs.ein; kept out of the
 * shared rules, which every page's first load carries).
 */
export const EIN = /^[0-9]{9}$/u;

/** A business tax id in its country's shape, as the API checks it. */
export function tradeTaxIdValid(country: string, value: string): boolean {
  const normalized = normalizeTaxId(value);
  return country === 'US' ? EIN.test(normalized) : matchesRule('taxId', normalized);
}

export interface TradeFormValues {
  readonly businessName: string;
  readonly businessType: string;
  readonly taxId: string;
  readonly first: string;
  readonly last: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly website: string;
  readonly country: string;
}

const NAME_MAX = 40;
const BUSINESS_MAX = 100;
const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/;

/** What is wrong with each field (required fields empty, shapes, the countries listed). */
export function tradeFormErrors(
  values: TradeFormValues,
  tradeFormCountries: readonly string[],
): Partial<Record<keyof TradeFormValues, string>> {
  const errors: Partial<Record<keyof TradeFormValues, string>> = {};
  const text = (key: keyof TradeFormValues) => values[key].trim();
  const required = (key: keyof TradeFormValues) => {
    if (text(key) === '') errors[key] = 'validation.required';
    return text(key) !== '';
  };
  if (required('businessName') && text('businessName').length > BUSINESS_MAX) {
    errors.businessName = 'serviceForms.trade.error.businessNameTooLong';
  }
  if (!(TRADE_BUSINESS_TYPES as readonly string[]).includes(values.businessType)) {
    errors.businessType = 'serviceForms.trade.error.businessType';
  }
  const countryListed = tradeFormCountries.includes(values.country);
  if (!countryListed) errors.country = 'serviceForms.trade.error.country';
  if (required('taxId') && countryListed && !tradeTaxIdValid(values.country, values.taxId)) {
    errors.taxId =
      values.country === 'US'
        ? 'serviceForms.trade.error.taxIdUS'
        : 'serviceForms.trade.error.taxId';
  }
  for (const key of ['first', 'last'] as const) {
    if (required(key) && text(key).length > NAME_MAX)
      errors[key] = 'serviceForms.error.nameTooLong';
  }
  if (required('email') && !isValidEmail(text('email'))) errors.email = 'validation.email';
  if (required('phoneNumber')) {
    const digits = digitsOnly(values.phoneNumber);
    if (digits.length < 10 || digits.length > 15)
      errors.phoneNumber = 'serviceForms.trade.error.phone';
  }
  if (text('website') !== '' && !WEBSITE.test(text('website'))) {
    errors.website = 'serviceForms.trade.error.website';
  }
  return errors;
}

import { matchesRule } from '../validation/shared.ts';

/**
 * The recipient's tax id at checkout (shell spec §3.1 taxIdShippingCountries): asked only when the
 * site lists the shipping country, written as the shopper likes (spaces, dots, dashes, lower case)
 * and checked in the shape the API checks (schemas/api/rules.schema.json taxIdIT, taxIdES, taxIdPT,
 * else taxId).
 */
export function taxIdRequired(
  site: { readonly taxIdShippingCountries?: readonly string[] },
  country: string,
): boolean {
  return (site.taxIdShippingCountries ?? []).includes(country.trim().toUpperCase());
}

/** Upper case without the separators people type: "rss mra 85t10 a562s" is "RSSMRA85T10A562S". */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

const RULES = { IT: 'taxIdIT', ES: 'taxIdES', PT: 'taxIdPT' } as const;

/** A normalized tax id has the shape of the country's ids. */
export function taxIdValid(country: string, value: string): boolean {
  const code = country.trim().toUpperCase();
  const rule = Object.hasOwn(RULES, code) ? RULES[code as keyof typeof RULES] : 'taxId';
  return matchesRule(rule, normalizeTaxId(value));
}

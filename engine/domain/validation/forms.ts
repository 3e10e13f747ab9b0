import { isValidStyleNumber } from './catalogue.ts';
import { isValidEmail } from './email.ts';
import { allNonEmptyStrings, isNonEmptyString, isPlainObject } from './primitives.ts';

/**
 * Back-in-stock (shell spec §5, catalogue spec §5): productId, skuId, styleNumber, poolId and
 * email, all non-empty strings; the style number in the catalogue's pattern and the email an
 * address, as the API checks them.
 */
export function isValidBackInStock(form: {
  productId?: unknown;
  skuId?: unknown;
  styleNumber?: unknown;
  poolId?: unknown;
  email?: unknown;
}): boolean {
  return (
    allNonEmptyStrings([form.productId, form.skuId, form.styleNumber, form.poolId, form.email]) &&
    isValidStyleNumber(form.styleNumber) &&
    isValidEmail(form.email as string)
  );
}

/**
 * Swatch request (shell spec §5): the request exists, productId is a non-empty string and the
 * options (contact details and chosen swatches) are objects.
 */
export function isValidSwatchRequest(request: unknown): boolean {
  if (!isPlainObject(request)) return false;
  return (
    isNonEmptyString(request.productId) &&
    isPlainObject(request.contactInfo) &&
    Array.isArray(request.swatches) &&
    request.swatches.length > 0 &&
    request.swatches.every(isPlainObject)
  );
}

/** Contact us: first and last name, replyToEmail, subjectCode and subjectText (shell spec §5). */
export function isValidContactUs(form: {
  name?: { first?: unknown; last?: unknown };
  replyToEmail?: unknown;
  subjectCode?: unknown;
  subjectText?: unknown;
}): boolean {
  return allNonEmptyStrings([
    form.name?.first,
    form.name?.last,
    form.replyToEmail,
    form.subjectCode,
    form.subjectText,
  ]);
}

/**
 * Catalogue request (shell spec §5): first and last name, address1, city, region, postalCode
 * and country; address2 and poBox optional; only for the brand's allowed countries (US and CA,
 * none on one brand).
 */
export function isValidCatalogRequest(
  form: {
    name?: { first?: unknown; last?: unknown };
    address1?: unknown;
    address2?: unknown;
    poBox?: unknown;
    city?: unknown;
    region?: unknown;
    postalCode?: unknown;
    country?: unknown;
  },
  allowedCountries: readonly string[],
): boolean {
  const optionalOk = [form.address2, form.poBox].every(
    (value) => value === undefined || typeof value === 'string',
  );
  return (
    optionalOk &&
    allNonEmptyStrings([
      form.name?.first,
      form.name?.last,
      form.address1,
      form.city,
      form.region,
      form.postalCode,
      form.country,
    ]) &&
    allowedCountries.includes(form.country as string)
  );
}

/** Marketing subscription: a list of additional brands, a gender and a source (shell spec §5). */
export function isValidMarketingSubscription(form: {
  additionalBrands?: unknown;
  gender?: unknown;
  source?: unknown;
}): boolean {
  return (
    Array.isArray(form.additionalBrands) &&
    form.additionalBrands.every(isNonEmptyString) &&
    allNonEmptyStrings([form.gender, form.source])
  );
}

/** Generic email form: body and config objects; brandCode, eid, sendToEmail (shell spec §5). */
export function isValidEmailForm(form: { body?: unknown; config?: unknown }): boolean {
  if (!isPlainObject(form.body) || !isPlainObject(form.config)) return false;
  return allNonEmptyStrings([form.config.brandCode, form.config.eid, form.config.sendToEmail]);
}

/** Marketing subscription fields are sent only when non-empty (shell spec §5). */
export function withoutEmptyFields<T extends Record<string, unknown>>(form: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(form).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

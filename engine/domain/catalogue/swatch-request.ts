import type { SwatchRequest } from '../../../schemas/api/generated/types.ts';
import type { AddressDraft } from '../address/address-form.ts';

/**
 * The swatch request (catalogue spec §5 "Request swatch enabled for US only (off for one brand)",
 * §7 POST .../swatch-requests with contactInfo, productId and swatches, §8 its messages): fabric
 * or colour swatches of a product mailed to the shopper. Pure.
 */

/** The most colours one request may ask for (the API's schema: swatches maxItems 10). */
export const MAX_SWATCHES = 10;

/** What is wrong with the colours chosen, if anything. */
export function swatchChoiceProblem(chosen: readonly string[]): 'none' | 'tooMany' | undefined {
  if (chosen.length === 0) return 'none';
  if (chosen.length > MAX_SWATCHES) return 'tooMany';
  return undefined;
}

/** The call's body from the form: trimmed, the region upper-cased, empty line 2 left out. */
export function swatchRequestBody(
  productId: string,
  draft: AddressDraft,
  chosen: readonly { readonly colorCode: string; readonly colorName: string }[],
): SwatchRequest {
  const address2 = draft.address2.trim();
  const region = draft.region.trim().toUpperCase();
  return {
    productId,
    contactInfo: {
      name: { first: draft.firstName.trim(), last: draft.lastName.trim() },
      email: draft.email.trim(),
      address: {
        address1: draft.address1.trim(),
        ...(address2 ? { address2 } : {}),
        city: draft.city.trim(),
        ...(region ? { region } : {}),
        postalCode: draft.postalCode.trim(),
        country: draft.country,
      },
    },
    swatches: chosen.map(({ colorCode, colorName }) => ({ colorCode, colorName })),
  };
}

/**
 * The API's field names (contactInfo.address.city, contactInfo.name.first, contactInfo.email) as
 * the address form's (address.city, address.name.first, email), so each error shows on its field.
 */
export function addressFieldOfSwatchError(field: string): string {
  if (field === 'contactInfo.email') return 'email';
  if (field.startsWith('contactInfo.name.')) return `address.${field.slice('contactInfo.'.length)}`;
  if (field.startsWith('contactInfo.address.')) return field.slice('contactInfo.'.length);
  return field;
}

/**
 * "Pay with your stylist" (issue 12): the stylist ID a shopper types, checked before it is sent. The
 * API's schema takes letters, digits and hyphens (at most 40); whether the ID names one of the
 * brand's stylists only the API can say.
 */
export type StylistIdProblem = 'required' | 'format';

const STYLIST_ID = /^[A-Za-z0-9-]{1,40}$/;

/** The ID as sent: without the spaces around it, in capitals (IDs are not case-sensitive). */
export function normalStylistId(value: string): string {
  return value.trim().toUpperCase();
}

export function stylistIdProblem(value: string): StylistIdProblem | undefined {
  const id = normalStylistId(value);
  if (id === '') return 'required';
  return STYLIST_ID.test(id) ? undefined : 'format';
}

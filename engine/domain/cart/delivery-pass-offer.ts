/**
 * Buying a Delivery Pass in the bag (issue 12; shell spec §1 "a delivery-pass membership"): what
 * the bag says when the API refuses to add one. The API's reasons are the field errors of
 * PUT .../carts/current/delivery-pass at `added`; each has its own words, anything else is
 * 'failed' (try again). Removing the pass is never refused.
 */
export type PassProblem =
  | { readonly reason: 'notOffered' | 'signInRequired' | 'failed' }
  | { readonly reason: 'member'; readonly until?: string };

export interface PassRefusal {
  readonly fieldErrors?: readonly {
    readonly field: string;
    readonly code: string;
    readonly message?: string;
  }[];
}

const REASONS: Readonly<Record<string, 'notOffered' | 'signInRequired' | 'member'>> = {
  DELIVERY_PASS_NOT_OFFERED: 'notOffered',
  DELIVERY_PASS_SIGN_IN: 'signInRequired',
  DELIVERY_PASS_MEMBER: 'member',
};

/**
 * The problem a refusal names; for a shopper who already has a pass, the day it runs until when
 * the API's message gives it ("running until YYYY-MM-DD").
 */
export function passProblemOf(refusal: PassRefusal | undefined): PassProblem {
  const error = refusal?.fieldErrors?.find((entry) => entry.field === 'added');
  const reason = error ? REASONS[error.code] : undefined;
  if (reason === undefined) return { reason: 'failed' };
  if (reason !== 'member') return { reason };
  const until = /\b(\d{4}-\d{2}-\d{2})\b/.exec(error?.message ?? '')?.[1];
  return until === undefined ? { reason } : { reason, until };
}

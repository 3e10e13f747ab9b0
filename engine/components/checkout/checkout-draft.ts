import type { AddressDraft } from '../../domain/address/address-form.ts';

/**
 * What the shopper typed on a step and has not sent yet, kept in this page's memory so that going
 * back and forward between steps loses nothing (issue 12). Never in storage or a cookie; never a
 * card number or security code (those live only in the payment form's state). A reload starts
 * again from what the API holds, which is the truth.
 */
interface Draft {
  address?: AddressDraft;
  deliveryOptionId?: string;
  card?: { readonly expiry: string };
}

const drafts = new Map<string, Draft>();

export function checkoutDraft(siteId: string): Draft {
  let draft = drafts.get(siteId);
  if (!draft) {
    draft = {};
    drafts.set(siteId, draft);
  }
  return draft;
}

/** After an order: the next checkout starts from nothing. */
export function clearCheckoutDraft(siteId: string): void {
  drafts.delete(siteId);
}

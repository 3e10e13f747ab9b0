/**
 * What a shopper has chosen so far in the returns or claims flow (catalogue spec §2, §4 "Returns
 * flow", "Claims flow"; shell spec §2.1), carried in the step's address so that back, forward and
 * a reload keep every choice (as the checkout's steps keep theirs in their path, shell spec §2.1),
 * and so that the server renders the same step the browser shows. The query string is hostile
 * input (DESIGN §8): every value is checked against what the API accepts, anything else is dropped.
 *
 * ?orderNumber=AN100000001&item=<uuid>~2~TOO_SMALL&item=...&method=MAIL&labels=2
 *  &claimType=DAMAGED&description=...&resolution=REFUND
 */

export const RETURN_REASONS = [
  'TOO_SMALL',
  'TOO_LARGE',
  'NOT_AS_DESCRIBED',
  'QUALITY',
  'DAMAGED',
  'WRONG_ITEM',
  'ARRIVED_LATE',
  'CHANGED_MIND',
  'OTHER',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_METHODS = ['MAIL', 'STORE', 'NO_RETURN'] as const;
export type ReturnMethodId = (typeof RETURN_METHODS)[number];

export const CLAIM_TYPES = [
  'DAMAGED',
  'DEFECTIVE',
  'WRONG_ITEM',
  'MISSING_ITEM',
  'NOT_RECEIVED',
] as const;
export type ClaimTypeId = (typeof CLAIM_TYPES)[number];

export const RESOLUTIONS = ['REFUND', 'REPLACEMENT'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** The API's limits (schemas/api/returns/return.schema.json, claim.schema.json). */
export const MAX_ITEMS = 100;
export const MAX_QUANTITY = 99;
export const MAX_DESCRIPTION = 2000;
/** At most this many prepaid labels on a multi-label return. */
export const MAX_LABELS = 5;

/** An order number as the API accepts it (schemas/api/orders/order-inquiry.schema.json). */
const ORDER_NUMBER = /^[A-Za-z]{0,4}[0-9]{1,20}$/;
/** An order number as the API takes it (the brand's letters, then digits). */
export const isOrderNumber = (value: string): boolean => ORDER_NUMBER.test(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE = /^[0-9]{1,3}$/;

export interface DraftItem {
  readonly itemId: string;
  readonly quantity: number;
  /** Returns only: why it goes back (claims say it in their description). */
  readonly reason?: ReturnReason;
}

export interface ReturnDraft {
  readonly orderNumber?: string;
  readonly items: readonly DraftItem[];
  readonly method?: ReturnMethodId;
  /** Multi-label returns (flag enableMultiLabelReturns): how many parcels, one label each. */
  readonly labels?: number;
  readonly claimType?: ClaimTypeId;
  readonly description?: string;
  readonly resolution?: Resolution;
}

export const EMPTY_DRAFT: ReturnDraft = { items: [] };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function wholeIn(value: string | undefined | null, min: number, max: number): number | undefined {
  if (value == null || !WHOLE.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function parseItem(value: string): DraftItem | undefined {
  const [itemId = '', quantity, reason, ...rest] = value.split('~');
  if (rest.length > 0 || !UUID.test(itemId)) return undefined;
  const count = wholeIn(quantity, 1, MAX_QUANTITY);
  if (count === undefined) return undefined;
  const why = reason ? oneOf(RETURN_REASONS, reason) : undefined;
  if (reason && !why) return undefined;
  return why
    ? { itemId: itemId.toLowerCase(), quantity: count, reason: why }
    : { itemId: itemId.toLowerCase(), quantity: count };
}

/** The draft a query string holds: only values the API would accept, each item once. */
export function parseDraft(query: URLSearchParams): ReturnDraft {
  const orderNumber = query.get('orderNumber');
  const items: DraftItem[] = [];
  const seen = new Set<string>();
  for (const value of query.getAll('item').slice(0, MAX_ITEMS)) {
    const item = parseItem(value);
    if (!item || seen.has(item.itemId)) continue;
    seen.add(item.itemId);
    items.push(item);
  }
  const description = query.get('description');
  const labels = wholeIn(query.get('labels'), 1, MAX_LABELS);
  const draft: Record<string, unknown> = {
    ...(orderNumber && ORDER_NUMBER.test(orderNumber)
      ? { orderNumber: orderNumber.toUpperCase() }
      : {}),
    items,
    method: oneOf(RETURN_METHODS, query.get('method')),
    labels,
    claimType: oneOf(CLAIM_TYPES, query.get('claimType')),
    description:
      description !== null && description.trim() !== ''
        ? description.slice(0, MAX_DESCRIPTION)
        : undefined,
    resolution: oneOf(RESOLUTIONS, query.get('resolution')),
  };
  for (const key of Object.keys(draft)) if (draft[key] === undefined) delete draft[key];
  return draft as unknown as ReturnDraft;
}

/** The query string of a draft, in a stable order (the inverse of parseDraft). */
export function draftQuery(draft: ReturnDraft): string {
  const query = new URLSearchParams();
  if (draft.claimType) query.set('claimType', draft.claimType);
  if (draft.orderNumber) query.set('orderNumber', draft.orderNumber);
  for (const item of draft.items) {
    query.append(
      'item',
      [item.itemId, String(item.quantity), ...(item.reason ? [item.reason] : [])].join('~'),
    );
  }
  if (draft.method) query.set('method', draft.method);
  if (draft.labels !== undefined) query.set('labels', String(draft.labels));
  if (draft.description) query.set('description', draft.description);
  if (draft.resolution) query.set('resolution', draft.resolution);
  return query.toString();
}

/** A new order drops what was chosen of the old one's items (and what followed from them). */
export function withOrder(draft: ReturnDraft, orderNumber: string): ReturnDraft {
  if (draft.orderNumber === orderNumber) return draft;
  return { ...(draft.claimType ? { claimType: draft.claimType } : {}), orderNumber, items: [] };
}

/** The draft with a way back chosen (labels only for a return by mail). */
export function withMethod(
  draft: ReturnDraft,
  method: ReturnMethodId | undefined,
  labels: number | undefined,
): ReturnDraft {
  const { method: _method, labels: _labels, ...rest } = draft;
  return {
    ...rest,
    ...(method ? { method } : {}),
    ...(method === 'MAIL' && labels !== undefined ? { labels } : {}),
  };
}

/** The draft with a claim's details (the description kept as typed, within the API's limit). */
export function withDetails(
  draft: ReturnDraft,
  description: string,
  resolution: Resolution | undefined,
): ReturnDraft {
  const { description: _description, resolution: _resolution, ...rest } = draft;
  const text = description.slice(0, MAX_DESCRIPTION);
  return {
    ...rest,
    ...(text.trim() !== '' ? { description: text } : {}),
    ...(resolution ? { resolution } : {}),
  };
}

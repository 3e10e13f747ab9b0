import type { DraftItem, ReturnMethodId } from './return-draft.ts';
import { MAX_DESCRIPTION, MAX_LABELS } from './return-draft.ts';
import type { Flow } from './return-steps.ts';

/**
 * The rules of the returns and claims steps' forms (catalogue spec §4 flows, §5 "validation
 * failures reject with an error named after the message"; the messages are not shown, so each
 * error is a code the page turns into words at its field).
 */

/** An order line as the eligible-items call describes it (schemas/api/returns). */
export interface ReturnableLine {
  readonly itemId: string;
  readonly returnableQuantity: number;
  readonly eligible: boolean;
}

export type ItemError = 'NO_ITEM' | 'QUANTITY_TOO_HIGH' | 'REASON_REQUIRED' | 'NOT_RETURNABLE';

export interface ItemErrors {
  /** About the whole list (nothing chosen). */
  readonly list?: ItemError;
  /** By item id. */
  readonly items: Readonly<Record<string, ItemError>>;
}

/** A line can be chosen when the API says some of it can still go back. */
export const selectable = (line: ReturnableLine): boolean =>
  line.eligible && line.returnableQuantity > 0;

/**
 * What is wrong with the items chosen on the details (returns) or select (claims) step: nothing
 * chosen; a line that cannot go back; more than is left to return; a return without its reason.
 */
export function itemErrors(
  flow: Flow,
  chosen: readonly DraftItem[],
  lines: readonly ReturnableLine[],
): ItemErrors {
  if (chosen.length === 0) return { list: 'NO_ITEM', items: {} };
  const byId = new Map(lines.map((line) => [line.itemId, line]));
  const items: Record<string, ItemError> = {};
  for (const item of chosen) {
    const line = byId.get(item.itemId);
    if (!line || !selectable(line)) items[item.itemId] = 'NOT_RETURNABLE';
    else if (item.quantity > line.returnableQuantity) items[item.itemId] = 'QUANTITY_TOO_HIGH';
    else if (flow === 'return' && item.reason === undefined) items[item.itemId] = 'REASON_REQUIRED';
  }
  return { items };
}

export const hasItemErrors = (errors: ItemErrors): boolean =>
  errors.list !== undefined || Object.keys(errors.items).length > 0;

export type DescriptionError = 'DESCRIPTION_REQUIRED' | 'DESCRIPTION_TOO_LONG';

/** A claim's description: required, at most what the API takes. */
export function descriptionError(text: string): DescriptionError | undefined {
  if (text.trim() === '') return 'DESCRIPTION_REQUIRED';
  return text.length > MAX_DESCRIPTION ? 'DESCRIPTION_TOO_LONG' : undefined;
}

/**
 * A restock-fee code (catalogue spec §3 sku returnRestockInfo.feeCode, price info
 * hasRestockFeeCode) and what it means: "RESTOCK_15" keeps 15 % of what the item cost. A code
 * of another form is shown as it is, as a fee that applies.
 */
export interface RestockFee {
  readonly code: string;
  readonly percent?: number;
}

export function restockFee(code: string | undefined | null): RestockFee | undefined {
  if (!code) return undefined;
  const match = /^RESTOCK_([0-9]{1,2})$/.exec(code);
  const percent = match ? Number(match[1]) : undefined;
  return percent !== undefined && percent > 0 ? { code, percent } : { code };
}

/** The fee in money for a quantity of a line (undefined when the code gives no percentage). */
export function restockAmount(
  fee: RestockFee,
  unitPrice: number,
  quantity: number,
): number | undefined {
  if (fee.percent === undefined) return undefined;
  return Math.round(unitPrice * quantity * fee.percent) / 100;
}

/**
 * Multi-label returns (flag enableMultiLabelReturns, shell spec §6 flags; default off): a return
 * by mail may ship in several parcels, one prepaid label each, at most one per item sent and at
 * most MAX_LABELS. Off, or another method: one label (an empty list: nothing to choose).
 */
export function labelChoices(
  multiLabel: boolean,
  method: ReturnMethodId | undefined,
  quantity: number,
): readonly number[] {
  if (!multiLabel || method !== 'MAIL' || quantity < 2) return [];
  return Array.from({ length: Math.min(MAX_LABELS, quantity) }, (_, index) => index + 1);
}

/** The labels a return sends: the choice when offered, else one for mail, none otherwise. */
export function labelCount(
  multiLabel: boolean,
  method: ReturnMethodId | undefined,
  quantity: number,
  chosen: number | undefined,
): number {
  if (method !== 'MAIL') return 0;
  const choices = labelChoices(multiLabel, method, quantity);
  return chosen !== undefined && choices.includes(chosen) ? chosen : 1;
}

export const totalQuantity = (items: readonly DraftItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/** An order line's price and restock-fee code, as the eligible-items call gives them. */
export interface PricedLine {
  readonly itemId: string;
  readonly unitPrice: number;
  readonly restockFeeCode?: string;
}

/**
 * What a return should refund before tax and shipping: each chosen line's price times its
 * quantity, less its restock fee (catalogue spec §3 returnRestockInfo.feeCode), to the cent.
 */
export function estimatedRefund(
  chosen: readonly DraftItem[],
  lines: readonly PricedLine[],
): number {
  const byId = new Map(lines.map((line) => [line.itemId, line]));
  const cents = chosen.reduce((sum, item) => {
    const line = byId.get(item.itemId);
    if (!line) return sum;
    const fee = restockFee(line.restockFeeCode);
    const kept = fee ? (restockAmount(fee, line.unitPrice, item.quantity) ?? 0) : 0;
    return sum + Math.round(line.unitPrice * item.quantity * 100) - Math.round(kept * 100);
  }, 0);
  return cents / 100;
}

import type { SelectionRequest } from './product-selection.ts';

/**
 * The selection in the URL, so a shared link opens the same choice: color (colour code), fit (size
 * type code), size (size id or name) and quantity. The query is hostile (DESIGN §8): each value is
 * a bounded plain string, a list (a comma in the value) keeps its first item, and a quantity that is
 * not a whole number from 1 is ignored.
 */
export const SELECTION_PARAMS = ['color', 'fit', 'size', 'quantity'] as const;

const MAX_VALUE_LENGTH = 64;

function single(value: string | readonly string[] | undefined): string | undefined {
  const text = typeof value === 'string' ? value : value?.[0];
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > MAX_VALUE_LENGTH ? undefined : trimmed;
}

export function selectionRequestOf(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
): SelectionRequest {
  const quantityText = single(query.quantity);
  const quantity =
    quantityText && /^[1-9]\d{0,3}$/.test(quantityText) ? Number(quantityText) : undefined;
  return {
    color: single(query.color),
    fit: single(query.fit),
    size: single(query.size),
    quantity,
  };
}

export interface ChosenSelection {
  readonly color?: string;
  readonly fit?: string;
  readonly size?: string;
  readonly quantity: number;
}

/**
 * The query of a selection: quantity only above 1, so the plain link stays plain. Other parameters
 * of the page's URL are kept.
 */
export function selectionSearch(current: string, chosen: ChosenSelection): string {
  const params = new URLSearchParams(current);
  for (const name of SELECTION_PARAMS) params.delete(name);
  if (chosen.color) params.set('color', chosen.color);
  if (chosen.fit) params.set('fit', chosen.fit);
  if (chosen.size) params.set('size', chosen.size);
  if (chosen.quantity > 1) params.set('quantity', String(chosen.quantity));
  const text = params.toString();
  return text ? `?${text}` : '';
}

import type { StockOfSku } from './stock-state.ts';
import { availableQuantity } from './stock-state.ts';

/**
 * Quantity rules of a product selection (catalogue spec §4 "Quantity", §5 "Cart item quantity
 * maximum ... Product maximum quantity limit 10 ... capped by available stock (or backorder if
 * stock is 0); edit mode is not capped").
 */

export interface QuantityLimits {
  /** limits.cart.itemQuantityMax: 20 or 10 per brand. */
  readonly itemQuantityMax: number;
  /** limits.cart.productQuantityMax: 10. */
  readonly productQuantityMax: number;
}

/**
 * The most a shopper may choose: the brand's two limits and the sku's stock; with no sku chosen yet,
 * the limits alone. Edit mode is not capped (Infinity).
 */
export function quantityCap(
  sku: StockOfSku | undefined,
  limits: QuantityLimits,
  editMode = false,
): number {
  if (editMode) return Number.POSITIVE_INFINITY;
  const brandCap = Math.min(limits.itemQuantityMax, limits.productQuantityMax);
  return sku ? Math.min(brandCap, availableQuantity(sku)) : brandCap;
}

/** A whole number from 1 to the cap (at least 1 even when nothing is left, §4 "at least 1"). */
export function clampQuantity(quantity: number, cap: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, cap));
}

export interface InitialQuantityOptions {
  /** The product page offers a quantity selector. */
  readonly quantitySelector: boolean;
  /** An edit of a quick-shop item. */
  readonly quickShopEdit: boolean;
}

/**
 * §4: the requested quantity is used only if the quantity selector is enabled or it is an edit of a
 * quick-shop item; otherwise 1. Either way between 1 and the cap.
 */
export function initialQuantity(
  requested: number | undefined,
  cap: number,
  options: InitialQuantityOptions,
): number {
  if (requested === undefined || !(options.quantitySelector || options.quickShopEdit)) return 1;
  return clampQuantity(requested, cap);
}

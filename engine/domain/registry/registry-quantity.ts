/**
 * A registry item's quantities (catalogue spec §3 Registry item: requested and purchased). What is
 * still needed never goes below nothing (a gift bought twice is not a debt).
 */
export function remainingQuantity(item: {
  readonly requested_quantity: number;
  readonly purchased_quantity: number;
}): number {
  return Math.max(0, item.requested_quantity - item.purchased_quantity);
}

/**
 * A requested quantity an owner typed: a whole number from 1 to `max` (catalogue spec §5 add to
 * registry and item update: a numeric quantity). Undefined when it is not one.
 */
export function parseRequestedQuantity(typed: string, max: number): number | undefined {
  const text = typed.trim();
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

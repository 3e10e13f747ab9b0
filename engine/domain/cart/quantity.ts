/**
 * The cart line's quantity choices (catalogue spec §5 "Cart item quantity maximum: 20
 * (Anthropologie-type and Terrain sites) or 10 (Free People, Urban Outfitters and the white-label
 * variant) ... The quantity is also capped by available stock (or backorder if stock is 0)").
 * The API's maxQuantity already holds the stock side; the brand's maximum is applied again here so
 * the page never offers more than the brand allows, whatever the answer says.
 */
export interface QuantityChoices {
  /** The most the line may hold now (0: nothing can be bought). */
  readonly cap: number;
  /** The quantities offered, 1 to the cap; the line's own quantity too when stock fell below it. */
  readonly choices: readonly number[];
  /** True when the line holds more than can now be bought: the shopper must lower it. */
  readonly overCap: boolean;
}

export function quantityChoices(
  line: { readonly quantity: number; readonly maxQuantity: number },
  brandMax: number,
): QuantityChoices {
  const cap = Math.max(0, Math.min(brandMax, line.maxQuantity));
  const overCap = line.quantity > cap;
  const top = Math.max(cap, line.quantity);
  return {
    cap,
    choices: Array.from({ length: top }, (_, index) => index + 1),
    overCap,
  };
}

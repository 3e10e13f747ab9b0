/**
 * The parts a shopper chose to add (catalogue spec §3 part items; §5 part-to-cart: productId, part
 * skuId and poolId): each part with a sku and a whole quantity from 1 to its cap; the rest are
 * left out. Pure.
 */
export interface PartChoice {
  readonly productId: string;
  readonly skuId: string | undefined;
  readonly quantity: number;
}

export function chosenParts(
  choices: readonly PartChoice[],
  cap: number,
): { productId: string; skuId: string; quantity: number }[] {
  return choices.flatMap((choice) =>
    choice.skuId &&
    Number.isInteger(choice.quantity) &&
    choice.quantity >= 1 &&
    choice.quantity <= cap
      ? [{ productId: choice.productId, skuId: choice.skuId, quantity: choice.quantity }]
      : [],
  );
}

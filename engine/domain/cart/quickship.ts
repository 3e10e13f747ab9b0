/** A cart line as far as quick shipping goes (the API's isQuickShip for the cart's destination). */
export interface QuickShipLine {
  readonly isQuickShip?: boolean;
}

/**
 * The lines the delivery step names as quick ship (catalogue spec §5 per-site switches: quickship
 * display): those whose sku ships quickly to the destination, and none where the site's switch is
 * off or the order is not shipped (store pickup, email delivery).
 */
export function quickShipLines<Line extends QuickShipLine>(
  lines: readonly Line[],
  display: boolean,
  deliveryOptionId: string | undefined,
): Line[] {
  if (!display || deliveryOptionId === 'PICKUP' || deliveryOptionId === 'EMAIL') return [];
  return lines.filter((line) => line.isQuickShip === true);
}

/**
 * Stock states (catalogue spec §3 codes, §4 rules): discontinued 1005; unavailable 1111 when the
 * status says so or stock plus backorder is zero; backordered 1003 when stock is zero with
 * backorder above zero (or the status says backordered) and the sku does not ship from the
 * vendor; else available 1000.
 */
export const AVAILABILITY = {
  available: 1000,
  backordered: 1003,
  discontinued: 1005,
  unavailable: 1111,
} as const;

export type AvailableStatus = keyof typeof AVAILABILITY;

export interface StockInput {
  readonly status: string | null;
  readonly stockLevel: number;
  readonly backorder: number;
  readonly isDropShip: boolean;
}

export function availableStatus(input: StockInput): AvailableStatus {
  if (input.status === 'discontinued') return 'discontinued';
  if (input.status === 'unavailable' || input.status === null) return 'unavailable';
  if (input.stockLevel + input.backorder <= 0) return 'unavailable';
  const backordered =
    (input.stockLevel <= 0 && input.backorder > 0) || input.status === 'backordered';
  if (backordered && !input.isDropShip) return 'backordered';
  return 'available';
}

export function availabilityCode(status: AvailableStatus): number {
  return AVAILABILITY[status];
}

/** Sellable: a shopper can put it in a cart now (available or backordered). */
export function isSellable(status: AvailableStatus): boolean {
  return status === 'available' || status === 'backordered';
}

/**
 * The same rule in SQL over `inventory i` joined to `skus s` (listing filters and counts), so the
 * database and the product view never disagree on what "available" means.
 */
export const SELLABLE_SQL = `(i.available_status IS NOT NULL
  AND i.available_status NOT IN ('discontinued', 'unavailable')
  AND i.stock_level + i.backorder > 0)`;

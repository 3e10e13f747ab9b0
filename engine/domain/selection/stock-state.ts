/**
 * Stock states of a sku (catalogue spec §4 "Stock states", §3 availability codes, §9 low-stock
 * threshold). Pure: the product page, quick shop and tiles read the same rules.
 */

/** Catalogue spec §3: 1000 available, 1003 backordered, 1005 discontinued, 1111 unavailable. */
export const AVAILABILITY_CODES = {
  1000: 'available',
  1003: 'backordered',
  1005: 'discontinued',
  1111: 'unavailable',
} as const;

export type AvailabilityCode = keyof typeof AVAILABILITY_CODES;
export type AvailableStatus = (typeof AVAILABILITY_CODES)[AvailabilityCode];

/** What the stock rules read of a sku (a subset of the API's Sku). */
export interface StockOfSku {
  readonly stockLevel: number;
  readonly backorder: number;
  readonly availableStatus: AvailableStatus;
  readonly availabilityCode?: AvailabilityCode;
  readonly isDropShip: boolean;
}

/** The one message a sku's stock gives a shopper, most telling first. */
export type StockState =
  'unavailable' | 'preorder' | 'backordered' | 'dropShip' | 'lastOne' | 'lowStock' | 'available';

/** The status a sku's code stands for; the code wins over the status text when both are given. */
export function statusOf(sku: StockOfSku): AvailableStatus {
  return sku.availabilityCode !== undefined
    ? (AVAILABILITY_CODES[sku.availabilityCode] ?? sku.availableStatus)
    : sku.availableStatus;
}

/** §4: unavailable if status is unavailable or discontinued, or if stock plus backorder is zero. */
export function isUnavailable(sku: StockOfSku): boolean {
  const status = statusOf(sku);
  return (
    status === 'unavailable' ||
    status === 'discontinued' ||
    Math.max(0, sku.stockLevel) + Math.max(0, sku.backorder) <= 0
  );
}

/** §4: stock zero with backorder above zero (or status backordered), and not drop-ship. */
export function isBackordered(sku: StockOfSku): boolean {
  if (sku.isDropShip || isUnavailable(sku)) return false;
  return (sku.stockLevel <= 0 && sku.backorder > 0) || statusOf(sku) === 'backordered';
}

/**
 * How many can be bought: the stock, or the backorder when stock is 0 (catalogue spec §5 "capped
 * by available stock (or backorder if stock is 0)"); 0 when unavailable.
 */
export function availableQuantity(sku: StockOfSku): number {
  if (isUnavailable(sku)) return 0;
  return sku.stockLevel > 0 ? sku.stockLevel : Math.max(0, sku.backorder);
}

export interface StockStateOptions {
  /** The product's preorderFlag: preorder is a state of its own (§4). */
  readonly preorder: boolean;
  /** limits.listing.lowStockThreshold (§9: 5). */
  readonly lowStockThreshold: number;
}

/**
 * The sku's state: unavailable first (nothing to buy), then preorder, backordered and drop-ship
 * (each changes when it ships), then last one (stock 1) and low stock (stock at or under the
 * threshold), else available.
 */
export function stockStateOf(sku: StockOfSku, options: StockStateOptions): StockState {
  if (isUnavailable(sku)) return 'unavailable';
  if (options.preorder) return 'preorder';
  if (isBackordered(sku)) return 'backordered';
  if (sku.isDropShip) return 'dropShip';
  if (sku.stockLevel === 1) return 'lastOne';
  if (sku.stockLevel <= options.lowStockThreshold) return 'lowStock';
  return 'available';
}

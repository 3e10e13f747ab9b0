import type { CartLine } from '../../schemas/api/generated/types.ts';
/**
 * Stock rules of catalogue spec §4 and the availability codes of §3, on one inventory row (a sku in
 * a pool). A missing row means the sku is not sold from that pool.
 */
export interface StockRow {
  readonly stock_level: number | null;
  readonly backorder: number | null;
  readonly available_status: string | null;
  readonly is_drop_ship?: boolean;
}

export type Availability = 'available' | 'backordered' | 'discontinued' | 'unavailable';

export const AVAILABILITY_CODES: Readonly<Record<Availability, CartLine['availability']['code']>> =
  {
    available: 1000,
    backordered: 1003,
    discontinued: 1005,
    unavailable: 1111,
  };

export function availabilityOf(row: StockRow): Availability {
  const status = row.available_status;
  if (status === null || status === 'unavailable') return 'unavailable';
  if (status === 'discontinued') return 'discontinued';
  const stock = row.stock_level ?? 0;
  const backorder = row.backorder ?? 0;
  if (stock + backorder <= 0) return 'unavailable';
  if ((stock === 0 && backorder > 0) || status === 'backordered') {
    return row.is_drop_ship ? 'available' : 'backordered';
  }
  return 'available';
}

/** What can be bought: the stock, or the backorder when the stock is 0 (catalogue spec §5). */
export function purchasableQuantity(row: StockRow): number {
  const availability = availabilityOf(row);
  if (availability === 'unavailable' || availability === 'discontinued') return 0;
  const stock = row.stock_level ?? 0;
  return stock > 0 ? stock : (row.backorder ?? 0);
}

/** The most one cart line may hold: the site's line cap, and what the pool can supply. */
export function lineCap(row: StockRow, itemQuantityMax: number): number {
  return Math.min(itemQuantityMax, purchasableQuantity(row));
}

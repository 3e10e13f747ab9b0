import type { Random } from './random.ts';

/** The catalogue spec's availableStatus values (§3 Sku): codes 1000, 1003, 1005, 1111. */
export type StockStatus = 'available' | 'backordered' | 'discontinued' | 'unavailable';

export interface StockRow {
  readonly sku_id: string;
  readonly pool_id: string;
  readonly stock_level: number;
  readonly backorder: number;
  readonly available_status: StockStatus;
}

/** How a product is supplied; decides which stock patterns are possible. */
export type Supply =
  'stocked' | 'dropShip' | 'preorder' | 'madeToOrder' | 'giftCard' | 'oneOfAKind';

/** A colour's state across every pool: sold out, retired or waiting on stock for every size. */
export type ColourState = 'normal' | 'soldOut' | 'discontinued' | 'backordered';

export function colourState(rng: Random, supply: Supply): ColourState {
  if (supply !== 'stocked')
    return supply === 'dropShip' && rng.chance(0.05) ? 'discontinued' : 'normal';
  return rng.weighted<ColourState>([
    ['normal', 85],
    ['soldOut', 6],
    ['discontinued', 4],
    ['backordered', 5],
  ]);
}

/**
 * One sku's stock in one of the site pools (US_DIRECT...). Every state of the spec occurs:
 * plenty, low stock (1-5, the low-stock threshold), backordered (stock 0, backorder > 0, never
 * for drop-ship: the spec's rule), sold out in one size, discontinued, and the odd 'available'
 * row with stock 0 and backorder > 0 that the spec's rule still counts as backordered.
 */
export function directStock(
  rng: Random,
  skuId: string,
  poolId: string,
  supply: Supply,
  colour: ColourState,
  soldInPool: boolean,
): StockRow {
  const row = (
    stock_level: number,
    backorder: number,
    available_status: StockStatus,
  ): StockRow => ({
    sku_id: skuId,
    pool_id: poolId,
    stock_level,
    backorder,
    available_status,
  });
  if (!soldInPool) return row(0, 0, 'unavailable');
  if (colour === 'discontinued') return row(0, 0, 'discontinued');
  if (colour === 'soldOut') return row(0, 0, 'unavailable');
  if (colour === 'backordered') return row(0, rng.int(10, 60), 'backordered');
  switch (supply) {
    case 'giftCard':
      return row(99999, 0, 'available');
    case 'madeToOrder':
      // Made on demand: never runs out, ships after the lead time given in the product copy.
      return row(999, 0, 'available');
    case 'preorder':
      return row(0, rng.int(50, 500), 'backordered');
    case 'oneOfAKind':
      return rng.chance(0.8) ? row(1, 0, 'available') : row(0, 0, 'unavailable');
    case 'dropShip':
      return rng.chance(0.92) ? row(rng.int(20, 250), 0, 'available') : row(0, 0, 'unavailable');
    case 'stocked':
      return rng.weighted<() => StockRow>([
        [() => row(rng.int(6, 80), 0, 'available'), 74],
        [() => row(rng.int(1, 5), 0, 'available'), 10],
        [() => row(0, rng.int(5, 40), 'backordered'), 7],
        [() => row(0, rng.int(3, 20), 'available'), 3],
        [() => row(0, 0, 'unavailable'), 5],
        [() => row(0, 0, 'discontinued'), 1],
      ])();
  }
}

/** A shop's stock of a sku: a few on the floor, or none (no backorders in stores). */
export function storeStock(rng: Random, skuId: string, poolId: string): StockRow {
  const stock = rng.chance(0.72) ? rng.int(1, 12) : 0;
  return {
    sku_id: skuId,
    pool_id: poolId,
    stock_level: stock,
    backorder: 0,
    available_status: stock > 0 ? 'available' : 'unavailable',
  };
}

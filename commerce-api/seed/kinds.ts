import { FASHION_KINDS } from './kinds-fashion.ts';
import { GARDEN_KINDS } from './kinds-garden.ts';
import { HOME_KINDS } from './kinds-home.ts';

export type { Kind, KindGroup } from './kind-model.ts';

/**
 * Every kind of product the demo catalogue sells, by id. Categories map to kinds by their slug
 * (category-kinds.ts); a kind gives the names, sizes, prices, palette and parts of its products.
 */
export const KINDS = { ...FASHION_KINDS, ...HOME_KINDS, ...GARDEN_KINDS };

export type KindId = keyof typeof KINDS;

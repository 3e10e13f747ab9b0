import { useTranslation } from '../../i18n/react.tsx';
import type { StockOfSku, StockState } from '../../domain/selection/stock-state.ts';
import { stockStateOf } from '../../domain/selection/stock-state.ts';

/** The shopper's words for each stock state (catalogue spec §4 "Stock states"). */
const KEY_OF_STATE: Readonly<Record<StockState, string>> = {
  unavailable: 'pdp.outOfStock',
  preorder: 'product.stock.preorder',
  backordered: 'pdp.backordered',
  dropShip: 'product.stock.dropShip',
  lastOne: 'pdp.lastOne',
  lowStock: 'pdp.lowStock',
  available: 'product.stock.available',
};

/**
 * The chosen sku's stock state, or nothing until a size is chosen. A live region: a change of size
 * reads the new state out.
 */
export function StockMessage({
  sku,
  preorder,
  lowStockThreshold,
  id,
}: {
  sku: StockOfSku | undefined;
  preorder: boolean;
  lowStockThreshold: number;
  id: string;
}) {
  const { t } = useTranslation();
  const state = sku ? stockStateOf(sku, { preorder, lowStockThreshold }) : undefined;
  return (
    <p
      id={id}
      className={`sf-product__stock sf-product__stock--${state ?? 'none'}`}
      aria-live="polite"
    >
      {state ? t(KEY_OF_STATE[state], { count: sku?.stockLevel ?? 0 }) : null}
    </p>
  );
}

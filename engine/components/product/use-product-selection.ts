import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductEntry } from '../../../schemas/api/generated/types.ts';
import type {
  SelectableProduct,
  Selection,
  SelectionRequest,
} from '../../domain/selection/product-selection.ts';
import { resolveSelection } from '../../domain/selection/product-selection.ts';
import { selectionRequestOf, selectionSearch } from '../../domain/selection/selection-query.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useProductEntry } from './product-context.tsx';

/** What the selection rules read of a product entry (the API's colours, fits and skus). */
export function selectableProduct(entry: ProductEntry): SelectableProduct {
  return {
    colors: entry.skuInfo?.primarySlice.sliceItems ?? [],
    fits: entry.skuInfo?.secondarySlice.sliceItems ?? [],
    skus: entry.skuInfo?.skus ?? [],
  };
}

export interface ProductSelection {
  readonly selection: Selection;
  /** Asks for a new choice: the URL is updated (replacing the entry) and the rules run again. */
  readonly choose: (change: SelectionRequest) => void;
}

/**
 * The product page's selection, kept in the URL (catalogue spec §4; issue 11: a shared link opens
 * the same choice). The URL is the one state: the server renders from it and the gallery and the
 * details read the same choice, so there is no flash and nothing to keep in step.
 */
export function useProductSelection(): ProductSelection {
  const entry = useProductEntry();
  const { site } = useAppEnv();
  const [params, setParams] = useSearchParams();
  const product = useMemo(() => selectableProduct(entry), [entry]);
  const search = params.toString();
  const request = useMemo(
    () => selectionRequestOf(Object.fromEntries(new URLSearchParams(search))),
    [search],
  );
  const selection = useMemo(
    () =>
      resolveSelection(product, request, {
        // The page asks without exclude-filter oos-color: sold-out colours are shown.
        showOutOfStockColors: true,
        isRegistry: false,
        quantitySelector: true,
        quickShopEdit: false,
        editMode: false,
        limits: site.limits.cart,
      }),
    [product, request, site.limits.cart],
  );
  const choose = (change: SelectionRequest) => {
    const next = { ...request, ...change };
    const again = resolveSelection(product, next, {
      showOutOfStockColors: true,
      isRegistry: false,
      quantitySelector: true,
      quickShopEdit: false,
      editMode: false,
      limits: site.limits.cart,
    });
    const query = selectionSearch(search, {
      color: again.color?.code,
      fit: again.fit?.code,
      // A size the new colour or fit does not have stays asked for, so its message shows.
      size: next.size,
      quantity: again.quantity,
    });
    setParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
  };
  return { selection, choose };
}

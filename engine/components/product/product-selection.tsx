import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductEntry } from '../../../schemas/api/generated/types.ts';
import type {
  SelectableProduct,
  Selection,
  SelectionOptions,
  SelectionRequest,
} from '../../domain/selection/product-selection.ts';
import { requestOfSku, resolveSelection } from '../../domain/selection/product-selection.ts';
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
  /** Asks for a new choice: the rules run again and the URL follows (replacing the entry). */
  readonly choose: (change: SelectionRequest) => void;
}

const SelectionContext = createContext<ProductSelection | null>(null);

const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

/**
 * The product page's selection, kept in the URL (catalogue spec §4; issue 11: a shared link opens
 * the same choice): the server renders from the request's query, so there is no flash. A choice
 * is held here at once and written to the URL after, so a radio never springs back while the
 * router's navigation is on its way; the gallery and the details read the same choice.
 */
export function SelectionProvider({
  children,
  inUrl = true,
  initialSku,
}: {
  children?: ReactNode;
  /** false: the choice is held here only (a quick shop over a listing, whose URL is the listing's). */
  inUrl?: boolean;
  /** The sku the choice opens with when it is not in the URL (a #quickshop link's sku=). */
  initialSku?: string;
}) {
  const entry = useProductEntry();
  const { site } = useAppEnv();
  const [params, setParams] = useSearchParams();
  const product = useMemo(() => selectableProduct(entry), [entry]);
  const urlSearch = inUrl ? params.toString() : '';
  const [search, setSearch] = useState(() =>
    inUrl || !initialSku
      ? urlSearch
      : selectionSearch('', { ...requestOfSku(product, initialSku), quantity: 1 }).slice(1),
  );
  const written = useRef(urlSearch);
  useEffect(() => {
    // A link to this page with another choice (the URL changed, not by us) wins.
    if (inUrl && urlSearch !== written.current) {
      written.current = urlSearch;
      setSearch(urlSearch);
    }
  }, [inUrl, urlSearch]);
  const options = useMemo<SelectionOptions>(
    () => ({
      // The page asks without exclude-filter oos-color: sold-out colours are shown.
      showOutOfStockColors: true,
      isRegistry: false,
      quantitySelector: true,
      quickShopEdit: false,
      editMode: false,
      limits: site.limits.cart,
    }),
    [site.limits.cart],
  );
  const request = useMemo(() => selectionRequestOf(queryOf(search)), [search]);
  const selection = useMemo(
    () => resolveSelection(product, request, options),
    [product, request, options],
  );
  const value = useMemo<ProductSelection>(
    () => ({
      selection,
      choose: (change) => {
        const next = { ...request, ...change };
        const again = resolveSelection(product, next, options);
        const query = selectionSearch(search, {
          color: again.color?.code,
          fit: again.fit?.code,
          // A size the new colour or fit lacks stays asked for, so its message shows.
          size: next.size,
          quantity: again.quantity,
        });
        const plain = query.replace(/^\?/, '');
        written.current = plain;
        setSearch(plain);
        if (inUrl)
          setParams(new URLSearchParams(plain), { replace: true, preventScrollReset: true });
      },
    }),
    [selection, request, product, options, search, setParams, inUrl],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useProductSelection(): ProductSelection {
  const value = useContext(SelectionContext);
  if (!value)
    throw new Error('No product selection set: product sections render inside SelectionProvider');
  return value;
}

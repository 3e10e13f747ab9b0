import { productHref } from '../../domain/product-path.ts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { apiQuery } from '../../api/index.ts';
import { getProductBySkus, getProducts } from '../../api/calls/catalog.ts';
import { parseQuickShop } from '../../domain/search/quick-shop-hash.ts';
import type { QuickShopParse, QuickShopRequest } from '../../domain/search/quick-shop-hash.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { LocalAnnouncer } from '../../components/shell/announcer/local-announcer.tsx';
import type { QuickShopOpened } from '../../components/quick-shop/quick-shop-host.tsx';
import type { ProductEntry } from '../../../schemas/api/generated/types.ts';

// The product page's own chunk, loaded as a product page loads it (a static import would split its
// modules into a shared chunk and grow every product page): its details section, selection and
// styles, not a copy (issue 11).
const QuickShopDetails = lazy(() =>
  import('../product/product-chunk.ts').then((chunk) => ({
    default: ({ entry, sku }: { entry: ProductEntry; sku?: string }) => (
      <chunk.ProductContext.Provider value={entry}>
        <chunk.SelectionProvider inUrl={false} {...(sku ? { initialSku: sku } : {})}>
          <chunk.ProductDetails showStyleNumber={false} />
        </chunk.SelectionProvider>
      </chunk.ProductContext.Provider>
    ),
  })),
);
import './quick-shop.css';

/**
 * The quick-shop dialog: a modal <dialog> (the page behind is inert, so the focus stays inside;
 * Escape closes it), with the product page's own details, colour, fit, size, quantity and add to
 * bag (components/product, domain/selection), the choice held in the dialog rather than the
 * listing's URL. A bad #quickshop link shows the spec's error instead (catalogue spec §8).
 */
export default function QuickShopDialog({
  opened,
  onClose,
}: {
  opened: QuickShopOpened;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const parse: QuickShopParse = opened.request
    ? { ok: true, request: opened.request }
    : (parseQuickShop(opened.link?.search ?? '', opened.link?.hash ?? '') ?? {
        ok: false,
        problem: 'key-missing',
      });
  const ref = useRef<HTMLDialogElement>(null);
  const errorId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  // Closed before the host moves the focus back: while modal, the page behind cannot take it.
  const close = () => {
    ref.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="sf-quick-shop"
      {...(parse.ok ? { 'aria-label': parse.request.displayName } : { 'aria-labelledby': errorId })}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <button type="button" className="sf-quick-shop__close" onClick={close}>
        {t('search.quickShop.close')}
      </button>
      {parse.ok ? (
        // The page behind is inert: what is added is said inside the dialog (its own live
        // regions), and the "Added to Bag" confirmation shows inside it.
        <LocalAnnouncer>
          <QuickShopProduct request={parse.request} />
        </LocalAnnouncer>
      ) : (
        <p id={errorId} className="sf-quick-shop__error" role="alert">
          {t('search.quickShop.error')}
        </p>
      )}
    </dialog>
  );
}

function productLookup(api: ReturnType<typeof useAppEnv>['api'], request: QuickShopRequest) {
  const { key } = request;
  if (key.kind === 'sku') return apiQuery(api, getProductBySkus, { skus: [key.value] });
  return apiQuery(
    api,
    getProducts,
    key.kind === 'slug' ? { slug: key.value } : { productIds: [key.value] },
  );
}

function QuickShopProduct({ request }: { request: QuickShopRequest }) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const { data, isError } = useQuery(productLookup(api, request));
  const entry = data?.[0];
  if (isError || (data && !entry)) {
    return (
      <p className="sf-quick-shop__error" role="alert">
        {t('search.quickShop.notFound')}
      </p>
    );
  }
  if (!entry) return <p aria-busy="true">{request.displayName}</p>;
  return (
    <div className="sf-product sf-quick-shop__product">
      <Suspense fallback={<p aria-busy="true">{request.displayName}</p>}>
        <QuickShopDetails
          entry={entry}
          {...(request.key.kind === 'sku' ? { sku: request.key.value } : {})}
        />
      </Suspense>
      <SiteLink
        to={productHref(entry.product.links?.web, entry.product.slug ?? entry.product.productId)}
      >
        {t('search.quickShop.viewDetails')}
      </SiteLink>
    </div>
  );
}

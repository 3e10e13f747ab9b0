import { lazy, Suspense, useEffect, useState } from 'react';
import { swatchRequestOffered } from '../../domain/catalogue/swatch-request-offer.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import type { ProductEntry } from '../../../schemas/api/generated/types.ts';

// The dialog, its form, the address fields and their strings load on the first click.
const SwatchRequestDialog = lazy(() => import('./swatch-request-dialog.tsx'));

/**
 * "Request a Swatch" on a product page that offers it (catalogue spec §5, §7): opens the swatch
 * request dialog with the product's colours. A chunk of its own, loaded
 * only where the site's switch is on (issue 9: the product page's first-load budget); given the
 * product by its section, since importing the product chunk's context here would make Rollup fold
 * that chunk into a shared one.
 */
export default function SwatchRequestButton({
  product,
}: {
  readonly product: ProductEntry['product'];
}) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const [open, setOpen] = useState(false);
  // Shown once hydrated: a button the server drew would do nothing until this chunk arrived (a
  // click on it then is lost), so the server and the first render draw none.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (
    !live ||
    !swatchRequestOffered(
      { country: site.country, requestSwatch: site.switches.requestSwatch },
      product,
    )
  ) {
    return null;
  }
  return (
    <>
      <button
        type="button"
        className="sf-link-button sf-product__swatch-request"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('pdp.requestSwatch')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SwatchRequestDialog
            productId={product.productId}
            productName={product.displayName ?? ''}
            swatches={product.swatches ?? []}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

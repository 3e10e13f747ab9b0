import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

// The picker, its calls and strings load on the first click (the product page's first-load budget).
const WishlistPicker = lazy(() =>
  import('../wishlist/picker-chunk.ts').then((chunk) => chunk.load()),
);

/**
 * Add to Wishlist beside Add to Bag (catalogue spec §5 add to wish list): a button that opens the
 * list picker, which asks a guest to sign in first.
 */
export function AddToWishlist({
  productId,
  skuId,
  quantity,
}: {
  productId: string;
  skuId?: string;
  quantity: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        id="sf-product-wish"
        type="button"
        className="sf-product__wish"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('pdp.addToWishlist')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WishlistPicker
            productId={productId}
            skuId={skuId}
            quantity={quantity}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

interface PickerProps {
  productId: string;
  skuId: string | undefined;
  quantity: number;
  onClose: () => void;
}

// Each picker, its calls and strings load on the first click (the product page's first-load budget).
const WishlistPicker = lazy(() =>
  import('../wishlist/picker-chunk.ts').then((chunk) => chunk.load()),
);
const RegistryPicker = lazy(() =>
  import('../registry/picker-chunk.ts').then((chunk) => chunk.load()),
);

const PICKERS: Readonly<
  Record<'wishlist' | 'registry', { id: string; label: string; Picker: ComponentType<PickerProps> }>
> = {
  wishlist: { id: 'sf-product-wish', label: 'pdp.addToWishlist', Picker: WishlistPicker },
  registry: { id: 'sf-product-registry', label: 'pdp.addToRegistry', Picker: RegistryPicker },
};

/**
 * Add to Wishlist and Add to Registry beside Add to Bag (catalogue spec §5 add to wish list, add to
 * registry): a button that opens the list's picker, which asks a guest to sign in first.
 */
export function AddToWishlist({
  productId,
  skuId,
  quantity,
  to = 'wishlist',
}: {
  productId: string;
  skuId?: string;
  quantity: number;
  to?: 'wishlist' | 'registry';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { id, label, Picker } = PICKERS[to];
  return (
    <>
      <button
        id={id}
        type="button"
        className="sf-product__wish"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t(label)}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Picker
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

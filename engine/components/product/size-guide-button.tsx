import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

// The dialog, its content call and the charts load on the first click (first-load budget).
const SizeGuideDialog = lazy(() => import('./size-guide-dialog.tsx'));

/** "Size guide" beside the sizes (catalogue spec §3 sizeGuide): opens the size guide dialog. */
export function SizeGuideButton({ guide }: { readonly guide: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="sf-product__size-guide"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('catalogueMore.sizeGuide')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

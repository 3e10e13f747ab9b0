import { useRef, useState } from 'react';
import type { Facet } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { FilterPanel } from './filter-panel.tsx';
import type { FilterControls } from './filter-panel.tsx';

/**
 * On a phone the filters open as a modal dialog from a "Filter" button (the native <dialog>:
 * focus kept inside, Escape closes, focus back on the button). Choices apply as they are made;
 * "Show N results" closes the dialog on the updated listing.
 */
export function FilterDialog({
  facets,
  currency,
  total,
  state,
  go,
}: {
  facets: readonly Facet[];
  currency: string;
  total: number;
} & FilterControls) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const chosen = state.refinements.reduce((sum, refinement) => sum + refinement.values.length, 0);
  const close = () => dialog.current?.close();
  return (
    <div className="sf-filter-dialog">
      <button
        type="button"
        className="sf-filter-dialog__open"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {t('plp.filter')}
        {chosen > 0 ? ` (${chosen})` : ''}
      </button>
      <dialog
        ref={dialog}
        className="sf-filter-dialog__dialog"
        aria-labelledby="sf-filter-dialog-title"
        onClose={() => setOpen(false)}
      >
        <div className="sf-filter-dialog__head">
          <h2 id="sf-filter-dialog-title">{t('plp.filters')}</h2>
          <button type="button" onClick={close}>
            {t('common.close')}
          </button>
        </div>
        {open ? <FilterPanel facets={facets} currency={currency} state={state} go={go} /> : null}
        <button type="button" className="sf-filter-dialog__show" onClick={close}>
          {t('plp.showResults', { count: total })}
        </button>
      </dialog>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { withSort } from '../../domain/refinements/listing-changes.ts';
import type { ListingSort, SortField, SortOrder } from '../../domain/refinements/listing-query.ts';
import type { FilterControls } from './filter-panel.tsx';

/** The sort choices: field and order as the URL keeps them (sort=price&order=desc). */
const CHOICES: readonly { field: SortField; order: SortOrder; label: string }[] = [
  { field: 'popularity', order: 'desc', label: 'plp.sort.featured' },
  { field: 'newest', order: 'desc', label: 'plp.sort.newest' },
  { field: 'price', order: 'asc', label: 'plp.sort.priceLowHigh' },
  { field: 'price', order: 'desc', label: 'plp.sort.priceHighLow' },
  { field: 'rating', order: 'desc', label: 'plp.sort.topRated' },
];

const valueOf = (sort: ListingSort) => `${sort.field}:${sort.order}`;

/** A labelled sort select; a choice navigates at once (back to page 1, filters kept). */
export function SortSelect({ current, state, go }: { current: ListingSort } & FilterControls) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sf-listing__sort">
      <label htmlFor={id}>{t('plp.sortBy')}</label>
      <select
        id={id}
        value={valueOf(current)}
        onChange={(event) => {
          const choice = CHOICES.find((entry) => valueOf(entry) === event.target.value);
          if (!choice) return;
          const isDefault = choice.field === 'popularity' && choice.order === 'desc';
          go(withSort(state, isDefault ? undefined : { field: choice.field, order: choice.order }));
        }}
      >
        {CHOICES.map((choice) => (
          <option key={valueOf(choice)} value={valueOf(choice)}>
            {t(choice.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { formatMoneyDroppingZeroCents } from '../../domain/money.ts';
import { clearRefinements } from '../../domain/refinements/listing-query.ts';
import { toggleRefinement } from '../../domain/refinements/listing-changes.ts';
import type { ListingRefinement } from '../../domain/refinements/listing-query.ts';
import { parseMultiValue, parseRanges } from '../../domain/validation/refinements.ts';
import { FACET_TITLES } from './facet-options.ts';
import type { FilterControls } from './filter-panel.tsx';

/** The filters in force, each with a button to remove it, and one to clear them all. */
export function AppliedFilters({ currency, state, go }: { currency: string } & FilterControls) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  if (state.refinements.length === 0) return null;
  const labelOf = (refinement: ListingRefinement, value: string): string => {
    if (refinement.type === 'Range') {
      const [range] = parseRanges(value);
      return range
        ? t('listing.priceRange', {
            low: formatMoneyDroppingZeroCents(range.low, currency, locale),
            high: formatMoneyDroppingZeroCents(range.high, currency, locale),
          })
        : value;
    }
    if (refinement.type === 'MultiValue') {
      const { parentValue, value: child } = parseMultiValue(value);
      return `${parentValue} ${child}`;
    }
    if (value === 'true') return t(FACET_TITLES[refinement.facet]);
    return value;
  };
  return (
    <div className="sf-applied-filters">
      <h2 className="sf-visually-hidden">{t('listing.appliedFilters')}</h2>
      <ul>
        {state.refinements.flatMap((refinement) =>
          refinement.values.map((value) => (
            <li key={`${refinement.facet}:${value}`}>
              <button
                type="button"
                className="sf-applied-filters__chip"
                onClick={() => go(toggleRefinement(state, refinement.facet, value))}
              >
                <span aria-hidden="true">{labelOf(refinement, value)} ×</span>
                <span className="sf-visually-hidden">
                  {t('plp.removeFilter', { filter: labelOf(refinement, value) })}
                </span>
              </button>
            </li>
          )),
        )}
      </ul>
      <button
        type="button"
        className="sf-applied-filters__clear"
        onClick={() => go(clearRefinements(state))}
      >
        {t('common.clearAll')}
      </button>
    </div>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Facet } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { formatMoneyDroppingZeroCents } from '../../domain/money.ts';
import { FACET_NAMES, formatListingQuery } from '../../domain/refinements/listing-query.ts';
import {
  clearRefinement,
  isSelected,
  toggleRefinement,
} from '../../domain/refinements/listing-changes.ts';
import type { FacetName, ListingState } from '../../domain/refinements/listing-query.ts';
import { FACET_TITLES, facetOptions } from './facet-options.ts';
import type { FacetOption } from './facet-options.ts';
import { useHydrated } from '../shell/use-minicart.ts';

// The shopper's own store is the browser's to know: its filter loads after hydration, out of
// the listing's first-load JavaScript.
const PickupStoreFilter = lazy(() =>
  import('./pickup-store-filter.tsx').then((module) => ({ default: module.PickupStoreFilter })),
);

/**
 * Every facet the API answered as a fieldset of checkboxes with its legend (catalogue spec §3
 * facet names); a change navigates at once and keeps the choice in the URL. With the
 * plpFilterAccordions flag (shell spec §9) each facet is an accordion, open when it has a choice.
 */
export interface FilterControls {
  /** The listing's state (use-listing-state.ts), handed down: this chunk imports nothing of the page's. */
  readonly state: ListingState;
  readonly go: (next: ListingState) => void;
}

export function FilterPanel({
  facets,
  currency,
  state,
  go,
}: { facets: readonly Facet[]; currency: string } & FilterControls) {
  const { flags } = useAppEnv();
  const hydrated = useHydrated();
  // The choice shows at once: the router commits the new URL in a transition, after the next
  // page has loaded, and a controlled checkbox would spring back until then.
  const [asked, setAsked] = useState<ListingState | undefined>(undefined);
  const current = formatListingQuery(state);
  useEffect(() => setAsked(undefined), [current]);
  const shownState = asked ?? state;
  const choose = (next: ListingState) => {
    setAsked(next);
    go(next);
  };
  const shown = facets
    .filter((facet) => (FACET_NAMES as readonly string[]).includes(facet.name))
    .map((facet) => ({ facet, options: facetOptions(facet) }))
    .filter(({ options }) => options.length > 0);
  return (
    <div className="sf-filters">
      {shown.map(({ facet, options }) => (
        <FacetGroup
          key={facet.name}
          name={facet.name as FacetName}
          options={options}
          currency={currency}
          accordion={flags.plpFilterAccordions === 1}
          state={shownState}
          go={choose}
        />
      ))}
      {hydrated ? (
        <Suspense fallback={null}>
          <PickupStoreFilter state={shownState} go={choose} />
        </Suspense>
      ) : null}
    </div>
  );
}

function FacetGroup({
  name,
  options,
  currency,
  accordion,
  state,
  go,
}: {
  name: FacetName;
  options: readonly FacetOption[];
  currency: string;
  accordion: boolean;
} & FilterControls) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const title = t(FACET_TITLES[name]);
  const chosen = options.filter((option) => isSelected(state, name, option.value)).length;
  const labelOf = (option: FacetOption) =>
    option.range
      ? t('listing.priceRange', {
          low: formatMoneyDroppingZeroCents(option.range.low, currency, locale),
          high: formatMoneyDroppingZeroCents(option.range.high, currency, locale),
        })
      : (option.text ?? t(option.labelKey ?? '', option.labelValues));
  const checkbox = (option: FacetOption) => (
    <li key={option.value}>
      <label className="sf-filters__option">
        <input
          type="checkbox"
          name={name}
          value={option.value}
          checked={isSelected(state, name, option.value)}
          onChange={() => go(toggleRefinement(state, name, option.value))}
        />
        <span>{labelOf(option)}</span>
        {option.count !== undefined ? (
          <span className="sf-filters__count">
            {' '}
            ({option.count}
            <span className="sf-visually-hidden"> {t('plp.results', { count: option.count })}</span>
            )
          </span>
        ) : null}
      </label>
    </li>
  );
  const groups = groupOptions(options);
  const body: ReactNode = (
    <fieldset className="sf-filters__group">
      <legend className={accordion ? 'sf-visually-hidden' : 'sf-filters__legend'}>{title}</legend>
      {groups.map(([group, entries]) =>
        group ? (
          <fieldset key={group} className="sf-filters__subgroup">
            <legend className="sf-filters__sublegend">{group}</legend>
            <ul>{entries.map(checkbox)}</ul>
          </fieldset>
        ) : (
          <ul key="">{entries.map(checkbox)}</ul>
        ),
      )}
      {chosen > 0 ? (
        <button
          type="button"
          className="sf-filters__clear"
          onClick={() => go(clearRefinement(state, name))}
        >
          {t('listing.clearFacet', { facet: title })}
        </button>
      ) : null}
    </fieldset>
  );
  if (!accordion) return body;
  return (
    <details className="sf-filters__accordion" open={chosen > 0}>
      <summary>
        {title}
        {chosen > 0 ? <span className="sf-filters__chosen"> ({chosen})</span> : null}
      </summary>
      {body}
    </details>
  );
}

/** Options by their group (MultiValue parents), in first-seen order; ungrouped under "". */
function groupOptions(options: readonly FacetOption[]): [string, FacetOption[]][] {
  const groups = new Map<string, FacetOption[]>();
  for (const option of options) {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  return [...groups];
}

import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { withPage } from '../../domain/refinements/listing-changes.ts';
import type { ListingState } from '../../domain/refinements/listing-query.ts';

/**
 * The pages of a listing as real links a crawler can follow (shell spec §2.2 `page`), sort and
 * filters kept: previous and next carry rel="prev"/"next", the page shown is aria-current.
 * Far pages are elided around the current one so a long category stays one line.
 */
export function Pagination({
  totalPages,
  state,
  hrefOf,
}: {
  totalPages: number;
  state: ListingState;
  /** The path and query of a listing state (use-listing-state.ts). */
  hrefOf: (next: ListingState) => string;
}) {
  const { t } = useTranslation();
  const page = state.page;
  if (totalPages <= 1) return null;
  const href = (target: number) => hrefOf(withPage(state, target));
  return (
    <nav className="sf-pagination" aria-label={t('listing.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="sf-pagination__step">
              {t('plp.previousPage')}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="sf-pagination__gap">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={href(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('listing.pageLink', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="sf-pagination__step">
              {t('plp.nextPage')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The first, the last and two pages either side of the current one; "gap" where some are left out. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let entry = 1; entry <= totalPages; entry += 1) {
    const near = Math.abs(entry - page) <= 2;
    if (entry === 1 || entry === totalPages || near) pages.push(entry);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  // A gap that would hide a single page shows that page instead.
  return pages.map((entry, index) => {
    const before = pages[index - 1];
    const after = pages[index + 1];
    return entry === 'gap' && typeof before === 'number' && after === before + 2
      ? before + 1
      : entry;
  });
}

/**
 * The listing's controls as one lazy chunk (listing-view.tsx): the filter panel, the phone's
 * dialog, the applied filters, the sort, the pages and the tiles' quick-shop buttons and host. They take the listing's state as props and import nothing the
 * page's own chunk holds, so the page stays a chunk of its own in the build manifest (a module
 * both imported would move into the page's chunk, which then loses its manifest name and its
 * preload).
 */
export { AppliedFilters } from './applied-filters.tsx';
export { FilterDialog } from './filter-dialog.tsx';
export { FilterPanel } from './filter-panel.tsx';
export { Pagination } from './pagination.tsx';
export { SortSelect } from './sort-select.tsx';
export { QuickShopButton } from '../quick-shop/quick-shop-button.tsx';
export { QuickShopHost } from '../quick-shop/quick-shop-host.tsx';

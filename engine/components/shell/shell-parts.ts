/**
 * The registered header variants and footer: one chunk, loaded with every page. A registry entry names
 * this module and picks its export: a dozen chunks of a few hundred bytes would each cost a
 * request and compress alone (issue 9: JavaScript budget).
 */
export { default as HeaderStandard } from './header/header-standard.tsx';
export { default as HeaderBrandTabs } from './header/header-brand-tabs.tsx';
export { default as FooterColumns } from './footer.tsx';
// The 'Shop In' modal lists the selector's sites: it takes them from this chunk, loaded already.
export { SiteList } from './site-selector.tsx';

/**
 * The not-found, legal-removal and placeholder pages: one chunk. A registry entry names
 * this module and picks its export: a dozen chunks of a few hundred bytes would each cost a
 * request and compress alone (issue 9: JavaScript budget).
 */
export { default as NotFoundPage } from './not-found-page.tsx';
export { default as LegalRemovalPage } from './legal-removal-page.tsx';
export { default as PlaceholderPage } from './placeholder-page.tsx';

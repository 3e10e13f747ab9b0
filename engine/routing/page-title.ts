import type { PageData } from './page-data.ts';

/** A route's title string (engine/i18n/locales: `shell.title.<route name>`, the "titles" bundle). */
export const routeTitleKey = (routeName: string): string => `shell.title.${routeName}`;

type Translate = (
  key: string,
  options?: { readonly defaultValue?: string; readonly [name: string]: unknown },
) => string;

/**
 * The page's own title in the site's language (issue 13: titles were English or only the brand's
 * name): what its loader named (a product, a category, a content page, a brand), else the
 * not-found page's, else its route's. The home page has none: its title is the brand's alone.
 */
export function pageTitle(
  page: PageData | undefined,
  routeName: string | undefined,
  t: Translate,
): string | undefined {
  if (page?.title) return page.title;
  if (page?.titleText) return t(page.titleText.key, page.titleText.values) || undefined;
  if (page && page.status === 404) return t('errors.notFound.title');
  const named = page?.props?.title;
  if (typeof named === 'string' && named) return named;
  if (!routeName) return undefined;
  return t(routeTitleKey(routeName), { defaultValue: '' }) || undefined;
}

/** The document's title: the page's, then the brand's name. */
export function documentTitle(title: string | undefined, brandName: string): string {
  return title ? `${title} | ${brandName}` : brandName;
}

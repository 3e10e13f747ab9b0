/**
 * The language a page is in (shell spec §2.3, §3.1): the one the shopper chose (the language
 * cookie) when the site offers it (the Canada site: en-CA and fr-CA), else the site's default locale. A
 * cookie naming any other language, or anything else, is ignored.
 */
export function siteLanguage(
  site: { readonly languages: readonly string[]; readonly defaultLocale: string },
  chosen: string | undefined,
): string {
  return chosen !== undefined && chosen !== site.defaultLocale && site.languages.includes(chosen)
    ? chosen
    : site.defaultLocale;
}

import { useAppEnv } from '../../routing/app-env-context.tsx';
import { localized } from '../../i18n/format.ts';

type Text = string | Readonly<Record<string, string>> | undefined;

/** Picks localized config text in the site's locale (the API localizes entries; config may not be). */
export function useText(): (text: Text) => string {
  const { locale, site } = useAppEnv();
  return (text) => localized(text, locale, site.defaultLocale);
}

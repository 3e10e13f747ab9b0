import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** The page's strings: `const { t } = useTranslation(); t('header.signIn')`. */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('No strings set, use I18nProvider to set them');
  return { t: i18n.t, i18n };
}

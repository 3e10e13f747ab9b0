import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../components/content/site-link.tsx';

/** Page names with an engine string; the rest are named from the route. */
const TITLE_KEYS: Readonly<Record<string, string>> = {
  cart: 'cart.title',
  checkout: 'checkout.title',
  returns: 'returns.title',
  claims: 'claims.title',
  wishlist: 'wishlist.title',
  'account-settings': 'account.settings.title',
  'account-address': 'account.address.title',
  'account-payments': 'account.payments.title',
  'registry-account': 'registry.title',
  login: 'auth.signIn',
};

export function humanize(routeName: string): string {
  return routeName
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A page of a later issue: its meta, guard, status and layout are real; its body is not yet. */
export function PlaceholderPage({ routeName, title }: { routeName: string; title?: string }) {
  const { t } = useTranslation();
  const key = TITLE_KEYS[routeName];
  return (
    <section className="sf-placeholder" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {title ?? (key ? t(key) : humanize(routeName))}
      </h1>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="sf-not-found" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('errors.notFound.title')}
      </h1>
      <p>{t('errors.notFound.body')}</p>
      <SiteLink to="/" className="sf-button">
        {t('errors.notFound.cta')}
      </SiteLink>
    </section>
  );
}

/** 451: removed for legal reasons (shell spec §2.2). */
export function LegalRemovalPage() {
  const { t } = useTranslation();
  return (
    <section className="sf-not-found" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('errors.unavailableInRegion')}
      </h1>
      <SiteLink to="/" className="sf-button">
        {t('errors.notFound.cta')}
      </SiteLink>
    </section>
  );
}

/** The global 500 message (shell spec §2.2: any other routing error). */
export function Global500() {
  const { t } = useTranslation();
  return (
    <section className="sf-error" role="alert">
      <h1 className="sf-page-title">{t('errors.global500Text')}</h1>
    </section>
  );
}

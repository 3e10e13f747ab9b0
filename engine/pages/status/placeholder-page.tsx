import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedPlaceholderPageProps } from '../../config/generated/resolved.ts';

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

function humanize(routeName: string): string {
  return routeName
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A page of a later issue: its meta, guard, status and layout are real; its body is not yet. */
export default function PlaceholderPage({ routeName, title }: ResolvedPlaceholderPageProps) {
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

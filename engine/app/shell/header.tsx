import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SiteLink, useSitePath } from '../../components/content/site-link.tsx';
import { useText } from '../../components/content/use-text.ts';
import { HeaderPromoSlot } from '../../components/content/promo-banner-slot.tsx';
import type { ResolvedNavigationItem } from '../../config/generated/resolved.ts';
import type { RouteMeta } from '../../routing/route-meta.ts';
import { SiteSelector } from './site-selector.tsx';
import { useAppEnv } from '../env.tsx';
import type { Session } from '../env.tsx';
import { useMinicart } from './use-minicart.ts';

function Logo({ asH1 }: { asH1: boolean }) {
  const { brand } = useAppEnv();
  const { t } = useTranslation();
  const name = brand.settings.theme.logo?.text ?? brand.settings.name;
  const link = (
    <SiteLink to="/?ref=logo" className="sf-logo__link">
      <span aria-hidden="true">{name}</span>
      <span className="sf-visually-hidden">
        {t('header.logoHome', { brand: brand.settings.name })}
      </span>
    </SiteLink>
  );
  return asH1 ? <h1 className="sf-logo">{link}</h1> : <div className="sf-logo">{link}</div>;
}

function navHref(item: ResolvedNavigationItem): string | undefined {
  if (item.typeCode === 'EXTERNAL' || item.targetUrl) return item.targetUrl;
  const slug = item.targetNavSlug ?? item.slug;
  return slug ? `/${slug}` : undefined;
}

function MainNavigation() {
  const { brand, site } = useAppEnv();
  const { t } = useTranslation();
  const text = useText();
  const items = (brand.content.navigation.items as readonly ResolvedNavigationItem[]).filter(
    (item) => !item.sites || item.sites.includes(site.id),
  );
  return (
    <nav className="sf-nav" aria-label={t('header.mainNavigation')}>
      <ul>
        {items.map((item) => {
          const href = navHref(item);
          return (
            <li key={item.itemId}>
              {href ? (
                <SiteLink to={href}>{text(item.displayName)}</SiteLink>
              ) : (
                <span>{text(item.displayName)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function UtilityBar({ session }: { session: Session }) {
  const { brand } = useAppEnv();
  const text = useText();
  const roles = new Set(
    session.scopes.map((scope) => (scope === 'call-centre' ? 'callCentre' : scope)),
  );
  const links = brand.content.header.utilityLinks.filter(
    (link) => !link.hiddenForRoles.some((role) => roles.has(role)),
  );
  if (links.length === 0) return null;
  return (
    <ul className="sf-utility" aria-label="Utility">
      {links.map((link) => (
        <li key={link.url}>
          <SiteLink to={link.url} newWindow={link.external}>
            {text(link.displayName)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function SearchForm() {
  const { t } = useTranslation();
  const sitePath = useSitePath();
  const { site } = useAppEnv();
  return (
    <form
      className="sf-search"
      role="search"
      action={site.contextPath + sitePath('/search')}
      method="get"
    >
      <label htmlFor="sf-search-input" className="sf-visually-hidden">
        {t('header.search')}
      </label>
      <input
        id="sf-search-input"
        type="search"
        name="q"
        placeholder={t('header.searchPlaceholder')}
      />
      <button type="submit">{t('header.search')}</button>
    </form>
  );
}

/** The cart link with the count (shell spec §2.3); the count arrives once the page is live. */
function CartLink() {
  const { t } = useTranslation();
  const count = useMinicart()?.meta.totalQuantity ?? 0;
  return (
    <SiteLink to="/cart">
      <span aria-hidden="true">
        {t('header.cart')} ({count})
      </span>
      <span className="sf-visually-hidden">{t('header.cartLink', { count })}</span>
    </SiteLink>
  );
}

/**
 * Signed out: 'Sign In / Sign Up' opens the login modal (shell spec §2.3, source navigation);
 * without JavaScript it is a link to the login page that comes back here.
 */
function SignInLink() {
  const { t } = useTranslation();
  const { login } = useAppEnv();
  const location = useLocation();
  const sitePath = useSitePath();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <Link
      to={`${sitePath('/login')}?returnUrl=${back}`}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        void login.open();
      }}
    >
      {t('header.signIn')}
    </Link>
  );
}

/** The header by route meta: full, slim (logo only) or none (webview); call-centre text on top. */
export function Header({ meta, session }: { meta: RouteMeta; session: Session }) {
  const { t } = useTranslation();
  const callCentre =
    meta.enableCallCenterHeader && session.scopes.includes('call-centre') ? (
      <p className="sf-call-centre">{t('header.callCenterCheckout')}</p>
    ) : null;
  if (meta.header === 'slim') {
    return (
      <header className="sf-header sf-header--slim">
        {callCentre}
        <div className="sf-header__main">
          <Logo asH1={meta.logoIsH1} />
        </div>
      </header>
    );
  }
  // The hearting URL (shell spec §2.3).
  const hearts = '/account/hearted-products';
  return (
    <header className="sf-header sf-header--full">
      {callCentre}
      <HeaderPromoSlot />
      <div className="sf-header__utility">
        <UtilityBar session={session} />
        <SiteSelector />
      </div>
      <div className="sf-header__main">
        <Logo asH1={meta.logoIsH1} />
        <SearchForm />
        <ul className="sf-header__actions">
          <li>
            <SiteLink to={hearts}>{t('header.favorites')}</SiteLink>
          </li>
          <li>
            <CartLink />
          </li>
          {meta.hideAccountMenu ? null : (
            <li>
              {session.registered ? (
                <SiteLink to="/account/dashboard">{t('header.myAccount')}</SiteLink>
              ) : (
                <SignInLink />
              )}
            </li>
          )}
        </ul>
      </div>
      <MainNavigation />
    </header>
  );
}

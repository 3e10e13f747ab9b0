import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { apiQuery } from '../../../api/index.ts';
import { getProfile } from '../../../api/calls/profile.ts';
import { showsAccountAlert } from '../../../domain/header/account-alert.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink, useSitePath } from '../../common/site-link.tsx';
import { useSession } from '../route-state.ts';
import { useHydrated } from '../use-minicart.ts';

const MENU_ID = 'sf-account-menu';

// The dropdown (entries and Sign Out) is a chunk loaded when the shopper first opens it.
const AccountDropdown = lazy(() => import('./account-dropdown.tsx'));
// The delivery-pass member cookie's writer (issue 12), once the profile has answered.
const DeliveryPassSync = lazy(() => import('../services/delivery-pass-sync.tsx'));

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
      className="sf-header__action"
      to={`${sitePath('/login')}?returnUrl=${back}`}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        void login.open();
      }}
    >
      <span className="sf-glyph sf-glyph--account" aria-hidden="true" />
      <span className="sf-header__label">{t('header.signIn')}</span>
    </Link>
  );
}

/**
 * Signed in: 'My Account' to the dashboard, the '!' mark for a shopper who is not a phone user,
 * and a button opening the brand's account menu with Sign Out (shell spec §2.3).
 */
function MyAccount() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { data: profile } = useQuery({ ...apiQuery(api, getProfile, {}), enabled: hydrated });
  const alert = profile ? showsAccountAlert(profile) : false;
  return (
    <div className="sf-account">
      <SiteLink to="/account/dashboard" className="sf-header__action">
        <span className="sf-glyph sf-glyph--account" aria-hidden="true" />
        <span className="sf-header__label">{t('header.myAccount')}</span>
        {alert ? (
          <span className="sf-account__alert">
            <span aria-hidden="true">!</span>
            <span className="sf-visually-hidden">{t('header.accountAlert')}</span>
          </span>
        ) : null}
      </SiteLink>
      <button
        ref={toggle}
        type="button"
        className="sf-account__toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen(!open)}
      >
        <span className="sf-visually-hidden">{t('header.accountMenu')}</span>
      </button>
      {profile ? (
        <Suspense fallback={null}>
          <DeliveryPassSync membership={profile.membership} />
        </Suspense>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <AccountDropdown
            id={MENU_ID}
            onClose={(restoreFocus) => {
              setOpen(false);
              if (restoreFocus) toggle.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The account menu of the header (shell spec §2.3). */
export function AccountLink() {
  return useSession().registered ? <MyAccount /> : <SignInLink />;
}

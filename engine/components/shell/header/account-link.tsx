import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink, useSitePath } from '../../common/site-link.tsx';
import { useSession } from '../route-state.ts';

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

/** Signed in: 'My Account' to the dashboard; signed out: the sign-in link (shell spec §2.3). */
export function AccountLink() {
  const { t } = useTranslation();
  const session = useSession();
  return session.registered ? (
    <SiteLink to="/account/dashboard">{t('header.myAccount')}</SiteLink>
  ) : (
    <SignInLink />
  );
}

import { Outlet, useRouteError, isRouteErrorResponse } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_META } from '../../routing/route-meta.ts';
import { useAppEnv } from '../env.tsx';
import { Global500 } from '../pages/simple-pages.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { useLeafRoute, useSession } from './route-state.ts';
import { ScrollManager } from './scroll.tsx';

/** The page frame from route meta: skip link, header, main landmark, footer (shell spec §2.3). */
export function Shell() {
  const { webview } = useAppEnv();
  const { t } = useTranslation();
  const { route, data } = useLeafRoute();
  const session = useSession();
  const meta = route?.meta ?? DEFAULT_META;
  return (
    <div className="sf-app">
      <a className="sf-skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      {webview ? null : <Header meta={meta} session={session} />}
      <main id="main" tabIndex={-1} className="sf-main">
        <Outlet />
      </main>
      {webview ? null : <Footer variant={meta.footer} />}
      <LoginDialog forceOpen={data?.loginRequired === true} />
      <ScrollManager />
    </div>
  );
}

/** Any routing error other than a redirect or a not-found: the global 500 message. */
export function ShellError() {
  const error = useRouteError();
  const { webview } = useAppEnv();
  if (!isRouteErrorResponse(error) || error.status >= 500)
    console.error('[storefront:app] Page failed', error);
  return (
    <div className="sf-app">
      {webview ? null : (
        <Header
          meta={{ ...DEFAULT_META, header: 'slim' }}
          session={{ scopes: [], registered: false, authorized: false }}
        />
      )}
      <main id="main" tabIndex={-1} className="sf-main">
        <Global500 />
      </main>
    </div>
  );
}

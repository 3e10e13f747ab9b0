import { lazy, Suspense } from 'react';
import { Outlet, useRouteError, isRouteErrorResponse } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv, useLoginModalOpen } from '../../routing/app-env-context.tsx';
import { Registered } from '../../registry/registered.tsx';
import { useRegistry } from '../../registry/registry-context.tsx';
import { Announcer } from './announcer/announcer.tsx';
import { Global500 } from './global-500.tsx';
import { SlimHeader } from './header/slim-header.tsx';
import { RouteChangeLoader, useRouteChanging } from './route-change-loader.tsx';
import { useLeafMeta, useLeafRoute } from './route-state.ts';
import { ScrollManager } from './scroll.tsx';
import { FocusOnNavigate } from './focus-on-navigate.tsx';
import { ModalLauncher } from '../modals/modal-launcher.tsx';
import { ShellServices } from './services/shell-services.tsx';

/** The brand's header (components.header), or the slim header where the route asks for it. */
function PageHeader() {
  const registry = useRegistry();
  const meta = useLeafMeta();
  if (meta.header === 'slim') return <SlimHeader />;
  const { name, props } = registry.header();
  return <Registered name={name} props={props} />;
}

// The sign-in form is code most pages never run: a chunk of its own, loaded when the dialog opens.
const LoginDialog = lazy(() =>
  import('./login-dialog.tsx').then((module) => ({ default: module.LoginDialog })),
);

/** The 'Sign In' dialog when it is open: opened by the header, or by a protected route. */
function LoginDialogSlot({ forceOpen }: { forceOpen: boolean }) {
  const { login } = useAppEnv();
  const open = useLoginModalOpen(login);
  if (!open && !forceOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog forceOpen={forceOpen} />
    </Suspense>
  );
}

function PageFooter() {
  const { name, props } = useRegistry().footer();
  return <Registered name={name} props={props} />;
}

/**
 * The page frame from route meta: skip link, the brand's registered header, main landmark, the
 * registered footer (shell spec §2.3); a webview shows neither.
 */
export function Shell() {
  const { webview } = useAppEnv();
  const { t } = useTranslation();
  const { data } = useLeafRoute();
  const changing = useRouteChanging();
  return (
    <div className="sf-app">
      <Announcer>
        <a className="sf-skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        {webview ? null : <PageHeader />}
        <main id="main" tabIndex={-1} className="sf-main" aria-busy={changing || undefined}>
          <Outlet />
        </main>
        {webview ? null : <PageFooter />}
        <LoginDialogSlot forceOpen={data?.loginRequired === true} />
        <ModalLauncher />
        <ScrollManager />
        <FocusOnNavigate />
        <RouteChangeLoader />
        <ShellServices />
      </Announcer>
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
      {webview ? null : <SlimHeader />}
      <main id="main" tabIndex={-1} className="sf-main">
        <Global500 />
      </main>
    </div>
  );
}

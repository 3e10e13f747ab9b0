import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useAppEnv, useLoginModalOpen } from '../../routing/app-env-context.tsx';
import { useLeafRoute } from './route-state.ts';

// Its states and forms are a chunk of their own: the first load names only this file's.
const LoginModal = lazy(() =>
  import('../modals/login-modal.tsx').then((module) => ({ default: module.LoginModal })),
);

/**
 * The login modal of the session (shell spec §2.2, §2.4, §4). Opened by a protected route for a
 * shopper who is not authorized (the navigation waits; dismissing it cancels the navigation), by
 * the header's 'Sign In / Sign Up', by a registered token's 403 (reauth, 'Log in'), or already
 * open in the server's HTML when a protected page was requested directly (`forceOpen`): signing
 * in there reloads the page's data, dismissing it goes home. A route change closes it.
 */
export function LoginDialog({ forceOpen = false }: { forceOpen?: boolean }) {
  const env = useAppEnv();
  const { login } = env;
  const { route } = useLeafRoute();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const storeOpen = useLoginModalOpen(login);
  const open = storeOpen || forceOpen;

  useEffect(() => {
    if (open) void env.loadStrings?.(['account']);
  }, [open, env]);

  useEffect(() => {
    if (!open) return;
    const opener = login.opener;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, login]);

  // Shell spec §4: route changes close modals (a link inside it, the back button).
  useEffect(() => {
    return () => {
      if (login.isOpen()) login.close(false);
    };
  }, [pathname, login]);

  if (!open) return null;

  const dismiss = () => {
    if (storeOpen) login.close(false);
    else navigate('/', { replace: true });
  };
  const signedIn = () => {
    if (storeOpen) login.close(true);
    else void revalidator.revalidate();
  };

  return (
    <Suspense fallback={null}>
      <LoginModal
        initialState={storeOpen ? login.state : 'sign-in'}
        mergeCart={route?.meta.mergeCartOnLogin ?? true}
        onClose={dismiss}
        onSignedIn={signedIn}
      />
    </Suspense>
  );
}

import { useEffect } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useRevalidator } from 'react-router';
import { useAppEnv, useLoginModalOpen } from '../../routing/app-env-context.tsx';
import { LoginForm } from './login-form.tsx';
import { useLeafRoute } from './route-state.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab stay inside the dialog (WAI-ARIA modal dialog pattern). */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The 'Sign In' modal (shell spec §2.2, §2.4). Opened by a protected route for a shopper who is
 * not authorized (the navigation waits; dismissing it cancels the navigation), by the header's
 * 'Sign In / Sign Up', or already open in the server's HTML when a protected page was requested
 * directly (`forceOpen`): signing in there reloads the page's data, dismissing it goes home.
 */
export function LoginDialog({ forceOpen = false }: { forceOpen?: boolean }) {
  const { login } = useAppEnv();
  const { t } = useTranslation();
  const { route } = useLeafRoute();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const storeOpen = useLoginModalOpen(login);
  const open = storeOpen || forceOpen;

  useEffect(() => {
    if (!open) return;
    const opener = login.opener;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, login]);

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
    <div className="sf-dialog-backdrop">
      <div
        className="sf-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sf-login-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismiss();
          else trapFocus(event);
        }}
      >
        <div className="sf-dialog__header">
          <h2 id="sf-login-title">{t('modal.signIn')}</h2>
          <button
            type="button"
            className="sf-dialog__close"
            aria-label={t('modal.close')}
            onClick={dismiss}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <LoginForm
          autoFocus
          mergeCart={route?.meta.mergeCartOnLogin ?? true}
          onSignedIn={signedIn}
        />
      </div>
    </div>
  );
}

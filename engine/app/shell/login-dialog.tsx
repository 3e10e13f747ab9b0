import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv, useLoginModalOpen } from '../env.tsx';

/**
 * The login modal protected routes open (shell spec §2.2). A placeholder until the account issue
 * brings the form: an accessible dialog titled 'Sign In'; closing it cancels the navigation.
 */
export function LoginDialog({ forceOpen = false }: { forceOpen?: boolean }) {
  const { login } = useAppEnv();
  const { t } = useTranslation();
  const open = useLoginModalOpen(login) || forceOpen;
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="sf-dialog-backdrop">
      <div
        className="sf-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sf-login-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') login.close(false);
        }}
      >
        <h2 id="sf-login-title">{t('modal.signIn')}</h2>
        <button
          ref={closeButton}
          type="button"
          className="sf-button"
          onClick={() => login.close(false)}
        >
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}

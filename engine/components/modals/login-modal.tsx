import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '../../api/index.ts';
import { getCurrentToken, reauth } from '../../api/calls/auth.ts';
import type { LoginState } from '../../domain/modals/hash-modals.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { LoginForm } from '../shell/login-form.tsx';
import { useLeafRoute, useSession } from '../shell/route-state.ts';
import { CreateAccountForm } from './create-account-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import './modals.css';

const TITLES: Readonly<Record<LoginState, string>> = {
  'sign-in': 'modal.signIn',
  recognized: 'modal.recognized',
  'create-account': 'modal.createAccount',
  'forgot-password': 'modal.forgotPassword',
  'optional-upgrade': 'modals.upgrade.title',
  'required-upgrade': 'modals.upgrade.title',
  reauth: 'modal.reauth',
};

const PASSWORD_ONLY: readonly FieldSpec[] = [
  { name: 'password', label: 'form.password', type: 'password', autoComplete: 'current-password' },
];

/**
 * The login modal (shell spec §2.4, §4) in each of its states: sign in, recognised user ('Finish
 * Signing In'), create account, forgot password, the optional upgrade (cannot be closed; the
 * shopper may continue as a guest), the required upgrade (no continue-as-guest) and reauth ('Log
 * in', a registered token's 403). Its Create Account and Forgot Password links change its state,
 * so the sign-in form does not stay open behind them (issue 13's bug).
 */
export function LoginModal({
  initialState,
  mergeCart,
  onClose,
  onSignedIn,
}: {
  initialState: LoginState;
  mergeCart: boolean;
  /** Dismissed without signing in. */
  onClose: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const { api, flags } = useAppEnv();
  const queryClient = useQueryClient();
  const session = useSession();
  // Checkout (guests or authorized shoppers only) recognises a remembered shopper only with the
  // flag enableCheckoutRecognizedLogin; without it, a plain sign in (email and password). Decided
  // here, in the modal's own chunk, rather than by the shell's dialog (first-load bytes).
  const { route } = useLeafRoute();
  const recognize =
    route?.meta.guard !== 'guest-or-authorized' || flags.enableCheckoutRecognizedLogin === true;
  // A remembered shopper (registered, not authorized) finishes signing in with the password.
  const [state, setState] = useState<LoginState>(() =>
    recognize && initialState === 'sign-in' && session.registered && !session.authorized
      ? 'recognized'
      : initialState,
  );
  const signedIn = (token: unknown) => {
    queryClient.setQueryData(apiKey(api.site, getCurrentToken, {}), token);
    onSignedIn();
  };
  const switchTo = (next: 'create-account' | 'forgot-password') => setState(next);

  let body;
  switch (state) {
    case 'create-account':
      body = (
        <>
          <CreateAccountForm mergeCart={mergeCart} onContinue={onSignedIn} />
          <p className="sf-modal__aside">
            {t('modals.createAccount.haveAccount')}{' '}
            <button type="button" className="sf-link-button" onClick={() => setState('sign-in')}>
              {t('auth.signIn')}
            </button>
          </p>
        </>
      );
      break;
    case 'forgot-password':
      body = (
        <>
          <ForgotPasswordForm />
          <p className="sf-modal__aside">
            <button type="button" className="sf-link-button" onClick={() => setState('sign-in')}>
              {t('modals.login.backToSignIn')}
            </button>
          </p>
        </>
      );
      break;
    case 'recognized':
    case 'reauth':
      body = (
        <>
          <p className="sf-modal__intro">
            {state === 'reauth' ? t('auth.reauthBody') : t('modals.login.recognizedBody')}
          </p>
          <ModalForm
            fields={PASSWORD_ONLY}
            submitLabel={t('auth.signIn')}
            submit={async (values) => {
              signedIn(await callApi(api, reauth, { password: values.password!, mergeCart }));
            }}
            confirmation={() => null}
          />
          <p className="sf-modal__aside">
            <button type="button" className="sf-link-button" onClick={() => setState('sign-in')}>
              {t('auth.notYou')}
            </button>{' '}
            <button
              type="button"
              className="sf-link-button"
              onClick={() => setState('forgot-password')}
            >
              {t('auth.forgotPasswordLink')}
            </button>
          </p>
        </>
      );
      break;
    default:
      body = (
        <>
          {state === 'optional-upgrade' || state === 'required-upgrade' ? (
            <p className="sf-modal__intro">
              {t(
                state === 'optional-upgrade'
                  ? 'modals.upgrade.optional'
                  : 'modals.upgrade.required',
              )}
            </p>
          ) : null}
          <LoginForm autoFocus mergeCart={mergeCart} onSignedIn={signedIn} onSwitch={switchTo} />
          {state === 'optional-upgrade' ? (
            <button type="button" className="sf-button sf-button--secondary" onClick={onClose}>
              {t('modals.upgrade.continueAsGuest')}
            </button>
          ) : null}
        </>
      );
  }

  return (
    <ModalFrame
      title={t(TITLES[state])}
      styleType="small"
      // The optional upgrade cannot be closed: the shopper signs in or continues as a guest.
      onClose={state === 'optional-upgrade' ? undefined : onClose}
    >
      {body}
    </ModalFrame>
  );
}

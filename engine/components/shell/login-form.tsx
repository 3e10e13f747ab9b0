import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import type { Translator } from '../../i18n/translator.ts';
import { waitPhrase } from '../../domain/intl-cache.ts';
import { apiKey, callApi, isApiRequestError } from '../../api/index.ts';
import { getCurrentToken, login } from '../../api/calls/auth.ts';
import { joinLoyalty } from '../../api/calls/profile.ts';
import { loyaltySignupOffered } from '../../domain/account/login-extras.ts';
import type { TokenResponse } from '../../../schemas/api/generated/types.ts';
import { isValidEmail } from '../../domain/validation/index.ts';
import { SiteLink } from '../common/site-link.tsx';
import { TextField } from '../form/text-field.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

type Field = 'email' | 'password';

/** The engine string for a failed sign-in: what went wrong and what to do. */
export function signInErrorKey(error: unknown): string {
  if (!isApiRequestError(error)) return 'errors.generic';
  if (error.code === 'INVALID_CREDENTIALS') return 'errors.invalidCredentials';
  if (error.code === 'TOO_MANY_ATTEMPTS' || error.status === 429) {
    return error.retryAfterSeconds !== undefined
      ? 'errors.tooManyAttemptsWait'
      : 'errors.tooManyAttempts';
  }
  if (error.status === 0) return 'errors.network';
  return 'errors.generic';
}

/** The message of a failed sign-in; a throttled one says when to try again (issue 10). */
export function signInError(error: unknown, t: Translator): string {
  const key = signInErrorKey(error);
  if (key !== 'errors.tooManyAttemptsWait' || !isApiRequestError(error)) return t.t(key);
  return t.t(key, { when: waitPhrase(t.language, error.retryAfterSeconds ?? 60) });
}

/**
 * Email and password sign-in, shared by the login modal and the /login page. Signing in stores
 * the new token description in the query cache, which every session reader follows (header,
 * guards). A failure keeps what the shopper typed and says what to do. Where loyalty sign-up at
 * login is offered (shell spec §6: switches.loyaltySignupAtLogin, the brand's loyalty vendor and
 * brand.loyalty.signupLocales), a box joins the rewards programme (POST me/loyalty) once signed
 * in, and the form says whether it worked before the shopper continues (a failed join never
 * undoes the sign-in).
 */
export function LoginForm({
  mergeCart,
  onSignedIn,
  autoFocus = false,
  returnUrl,
  onSwitch,
}: {
  /** false on checkout pages (shell spec §2.2: they do not merge the cart on login). */
  mergeCart: boolean;
  onSignedIn: (token: TokenResponse) => void;
  autoFocus?: boolean;
  /** Where the login page goes after signing in (already a same-origin path). */
  returnUrl?: string;
  /** In the login modal: its Forgot Password and Create Account links change its state. */
  onSwitch?: (state: 'forgot-password' | 'create-account') => void;
}) {
  const { t, i18n } = useTranslation();
  const { api, brand, site, locale, loadStrings } = useAppEnv();
  const queryClient = useQueryClient();
  const id = useId();
  const offerLoyalty = loyaltySignupOffered({
    switchOn: site.switches.loyaltySignupAtLogin,
    vendor: brand.settings.loyalty.vendor,
    signupLocales: brand.settings.loyalty.signupLocales,
    locale,
  });
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  // The box's text is the account bundle's, which the login modal may open before it has loaded:
  // the box shows once its text is there (the server and the /login page have it at once).
  const [, setStringsLoaded] = useState(false);
  useEffect(() => {
    if (!offerLoyalty || !loadStrings) return;
    let live = true;
    void loadStrings(['account']).then(() => {
      if (live) setStringsLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [offerLoyalty, loadStrings]);
  const joinLabel = t('accountMore.login.loyalty.join', { brand: brand.settings.name });
  const showJoin = offerLoyalty && joinLabel !== 'accountMore.login.loyalty.join';
  const [joined, setJoined] = useState<
    { outcome: 'joined' | 'failed'; token: TokenResponse } | undefined
  >();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields are uncontrolled and read here: text typed before the dialog's chunk hydrated
    // (React would reset a controlled input to its empty state) or filled in by a password
    // manager is kept and sent.
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const joinRewards = showJoin && data.get('joinRewards') === 'on';
    const errors: Partial<Record<Field, string>> = {};
    if (!isValidEmail(email.trim())) errors.email = t('validation.email');
    if (password.length === 0) errors.password = t('validation.passwordRequired');
    setFieldErrors(errors);
    setFormError(undefined);
    if (errors.email || errors.password) {
      const first = errors.email ? 'email' : 'password';
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const token = await callApi(api, login, { email: email.trim(), password, mergeCart });
      queryClient.setQueryData(apiKey(api.site, getCurrentToken, {}), token);
      if (joinRewards) {
        // Signed in whatever the join's outcome: a failed join is said, never undoes it.
        const outcome = await callApi(api, joinLoyalty, {}).then(
          () => 'joined' as const,
          (error: unknown) => {
            console.warn('[storefront:account] Joining the rewards programme failed', error);
            return 'failed' as const;
          },
        );
        setJoined({ outcome, token });
      } else onSignedIn(token);
    } catch (error) {
      setFormError(signInError(error, i18n));
    } finally {
      setPending(false);
    }
  }

  if (joined) {
    // The join's outcome, said before the shopper goes on (as create account does).
    const failed = joined.outcome === 'failed';
    return (
      <div className="sf-login-form">
        <p className={failed ? 'sf-error' : undefined} role={failed ? 'alert' : 'status'}>
          {t(`accountMore.login.loyalty.${joined.outcome}`, { brand: brand.settings.name })}
        </p>
        <button
          type="button"
          className="sf-button"
          // The form it replaces is gone: the focus goes on from here.
          autoFocus
          onClick={() => onSignedIn(joined.token)}
        >
          {t('common.continue')}
        </button>
      </div>
    );
  }

  return (
    // method=post: without JavaScript, a password never ends up in a URL.
    <form className="sf-login-form" method="post" noValidate onSubmit={submit} aria-busy={pending}>
      {returnUrl !== undefined ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
      {formError ? (
        <p className="sf-error" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        id={`${id}-email`}
        label={t('form.email')}
        error={fieldErrors.email}
        name="email"
        type="email"
        autoComplete="username"
        // Focus moves into the dialog on open (WAI-ARIA dialog pattern).
        autoFocus={autoFocus}
      />
      <TextField
        id={`${id}-password`}
        label={t('form.password')}
        error={fieldErrors.password}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
      >
        <button
          type="button"
          className="sf-link-button"
          aria-pressed={showPassword}
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </TextField>
      {showJoin ? (
        <label className="sf-login-form__check">
          <input type="checkbox" name="joinRewards" />
          <span>{joinLabel}</span>
        </label>
      ) : null}
      <button type="submit" className="sf-button" disabled={pending}>
        {t('auth.signIn')}
      </button>
      <p className="sf-login-form__links">
        <SiteLink
          to="/user/password/forgot"
          onClick={(event) => {
            if (!onSwitch) return;
            event.preventDefault();
            onSwitch('forgot-password');
          }}
        >
          {t('auth.forgotPasswordLink')}
        </SiteLink>
        <SiteLink
          to="/user/create"
          onClick={(event) => {
            if (!onSwitch) return;
            event.preventDefault();
            onSwitch('create-account');
          }}
        >
          {t('auth.createAccount')}
        </SiteLink>
      </p>
    </form>
  );
}

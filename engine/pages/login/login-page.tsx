import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../components/shell/login-form.tsx';
import type { ResolvedLoginPageProps } from '../../config/generated/resolved.ts';

/**
 * /login: the sign-in form on a page (webview logins, links opened without JavaScript). Signing
 * in goes to the returnUrl, which the loader has already reduced to a same-origin path.
 */
export default function LoginPage({ returnUrl }: ResolvedLoginPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="sf-login-page" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('auth.signIn')}
      </h1>
      <LoginForm
        mergeCart
        returnUrl={returnUrl}
        onSignedIn={() => navigate(returnUrl, { replace: true })}
      />
    </section>
  );
}

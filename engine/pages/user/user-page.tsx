import { useNavigate } from 'react-router';
import { CreateAccountForm } from '../../components/modals/create-account-form.tsx';
import { ForgotPasswordForm } from '../../components/modals/forgot-password-form.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import type { ResolvedUserPageProps } from '../../config/generated/resolved.ts';
import { useTranslation } from '../../i18n/react.tsx';
import '../../components/modals/modals.css';

/**
 * /user/create and /user/password/forgot: the login modal's create-account and forgot-password
 * forms on a page of their own (links opened in a new tab, without JavaScript, from an email).
 */
export default function UserPage({ form }: ResolvedUserPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="sf-login-page sf-user-page" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t(form === 'create-account' ? 'modal.createAccount' : 'modal.forgotPassword')}
      </h1>
      {form === 'create-account' ? (
        <CreateAccountForm mergeCart onContinue={() => void navigate('/')} />
      ) : (
        <ForgotPasswordForm />
      )}
      <p className="sf-modal__aside">
        <SiteLink to="/login">{t('modals.login.backToSignIn')}</SiteLink>
      </p>
    </section>
  );
}

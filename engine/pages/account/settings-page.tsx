import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { getProfile } from '../../api/calls/profile.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { CodeVerifiedForm } from '../../components/account/settings/code-verified-form.tsx';
// In the page's chunk, which the server preloads: as chunks of their own they hydrated after the
// page, and a click on them before that was lost (issue 14).
import EmployeeLinkForm from '../../components/account/settings/employee-link-form.tsx';
import MarketingPreferencesForm from '../../components/account/settings/marketing-preferences-form.tsx';
import { NameForm } from '../../components/account/settings/name-form.tsx';
import { PasswordForm } from '../../components/account/settings/password-form.tsx';
import { PrivacyOptOutForm } from '../../components/account/settings/privacy-opt-out-form.tsx';
import { useAnnounce } from '../../components/shell/announcer/announcer.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * Account settings (shell spec §2.1 /account/account-settings, §3.2 Profile, §7 profile and
 * credentials calls): name, email address (the sign-in username), password and phone number,
 * and on sites with privacy locations the privacy opt-out (shell spec §4); the shopper's email and
 * text preferences (shell spec §1, §3.2, §5, §7 /me/marketing-subscriptions) and the employee
 * link (§3.2, §6, §7 /me/employee), each its own small form. A saved change is shown at the top
 * and said through the shell's announcer.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const announce = useAnnounce();
  const { data: profile } = useQuery(apiQuery(api, getProfile, {}));
  const [notice, setNotice] = useState<string | undefined>();
  const saved = (message: string) => {
    setNotice(message);
    announce(message);
  };
  return (
    <AccountLayout current="settings" title={t('account.settings.title')}>
      {notice ? <p className="sf-account__notice">{notice}</p> : null}
      {profile ? (
        <div className="sf-settings">
          <NameForm profile={profile} onSaved={saved} />
          <CodeVerifiedForm kind="email" profile={profile} onSaved={saved} />
          <PasswordForm onSaved={saved} />
          <CodeVerifiedForm kind="phone" profile={profile} onSaved={saved} />
          <PrivacyOptOutForm onSaved={saved} />
          <MarketingPreferencesForm profile={profile} onSaved={saved} />
          <EmployeeLinkForm profile={profile} onSaved={saved} />
        </div>
      ) : null}
    </AccountLayout>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { isApiRequestError } from '../../../api/index.ts';
import { changePassword } from '../../../api/calls/profile.ts';
import { useApiMutation } from '../../../api/api-hooks.ts';
import {
  passwordProblems,
  settingsProblemsOfApiErrors,
} from '../../../domain/account/settings-form.ts';
import type { SettingsProblems } from '../../../domain/account/settings-form.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { TextField } from '../../form/text-field.tsx';
import './settings.css';
import { focusFirstField } from './focus-first-field.ts';

type Field = 'currentPassword' | 'newPassword';

/**
 * The password section (shell spec §7 PUT /me/credentials/password): the current password and
 * a new one, the API's rule shown at the new one. The API ends the account's other sessions and
 * keeps this one. The fields are cleared only once the change is made.
 */
export function PasswordForm({ onSaved }: { onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState({ currentPassword: '', newPassword: '' });
  const [problems, setProblems] = useState<SettingsProblems>({});
  const [alert, setAlert] = useState<string | undefined>();
  const change = useApiMutation(changePassword);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setAlert(undefined);
    const found = passwordProblems(draft);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      focusFirstField(id, found);
      return;
    }
    try {
      await change.mutateAsync(draft);
      setDraft({ currentPassword: '', newPassword: '' });
      setProblems({});
      onSaved(t('accountSettings.password.saved'));
    } catch (failure) {
      const apiError = isApiRequestError(failure) ? failure : undefined;
      const placed = settingsProblemsOfApiErrors(apiError?.fieldErrors ?? []);
      setProblems(placed.problems);
      focusFirstField(id, placed.problems);
      if (apiError?.status === 429) setAlert(t('accountSettings.problem.tooMany'));
      else if (Object.keys(placed.problems).length === 0 || placed.unplaced > 0) {
        setAlert(t('accountSettings.problem.generic'));
      }
    }
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => {
    const problem = problems[name];
    return (
      <TextField
        id={`${id}-${name}`}
        label={label}
        type="password"
        autoComplete={autoComplete}
        required
        value={draft[name]}
        {...(hint ? { hint } : {})}
        {...(problem ? { error: t(`accountSettings.problem.${problem}`) } : {})}
        onChange={(value) => {
          setDraft({ ...draft, [name]: value });
          if (problem) setProblems({ ...problems, [name]: undefined });
        }}
      />
    );
  };
  return (
    <form
      className="sf-account__card sf-settings__form"
      noValidate
      onSubmit={submit}
      aria-busy={change.isPending}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('accountSettings.password.title')}</h2>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      {field('currentPassword', t('accountSettings.password.current'), 'current-password')}
      {field(
        'newPassword',
        t('accountSettings.password.new'),
        'new-password',
        t('accountSettings.password.rule'),
      )}
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" disabled={change.isPending}>
          {t('accountSettings.password.save')}
        </button>
      </p>
    </form>
  );
}

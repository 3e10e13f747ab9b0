import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Profile } from '../../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../../api/index.ts';
import { patchProfile } from '../../../api/calls/profile.ts';
import { useApiMutation } from '../../../api/api-hooks.ts';
import {
  missingName,
  NAME_PATCH_FIELDS,
  settingsProblemsOfApiErrors,
} from '../../../domain/account/settings-form.ts';
import type { SettingsProblems } from '../../../domain/account/settings-form.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { TextField } from '../../form/text-field.tsx';
import './settings.css';
import { focusFirstField } from './focus-first-field.ts';

/**
 * The name section (shell spec §3.2 name{first,last}; §7 PATCH /me replace ops on /name/first and
 * /name/last): only the name is sent, so nothing else of the profile is touched. The API's codes
 * show at their fields and what was typed stays.
 */
export function NameForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState({
    firstName: profile.name.first,
    lastName: profile.name.last,
  });
  const [problems, setProblems] = useState<SettingsProblems>({});
  const [alert, setAlert] = useState<string | undefined>();
  const patch = useApiMutation(patchProfile);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (patch.isPending) return;
    setAlert(undefined);
    const missing = missingName(draft);
    if (Object.keys(missing).length > 0) {
      setProblems(missing);
      focusFirstField(id, missing);
      return;
    }
    try {
      await patch.mutateAsync([
        { path: '/name/first', value: draft.firstName },
        { path: '/name/last', value: draft.lastName },
      ]);
      setProblems({});
      onSaved(t('accountSettings.name.saved'));
    } catch (failure) {
      const placed = settingsProblemsOfApiErrors(
        isApiRequestError(failure) ? (failure.fieldErrors ?? []) : [],
        NAME_PATCH_FIELDS,
      );
      setProblems(placed.problems);
      focusFirstField(id, placed.problems);
      if (Object.keys(placed.problems).length === 0 || placed.unplaced > 0) {
        setAlert(t('accountSettings.problem.generic'));
      }
    }
  }

  const error = (field: 'firstName' | 'lastName') => {
    const problem = problems[field];
    return problem ? t(`accountSettings.problem.${problem}`) : undefined;
  };
  return (
    <form
      className="sf-account__card sf-settings__form"
      noValidate
      onSubmit={submit}
      aria-busy={patch.isPending}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('accountSettings.name.title')}</h2>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      <TextField
        id={`${id}-firstName`}
        label={t('form.firstName')}
        autoComplete="given-name"
        required
        value={draft.firstName}
        error={error('firstName')}
        onChange={(firstName) => {
          setDraft({ ...draft, firstName });
          if (problems.firstName) setProblems({ ...problems, firstName: undefined });
        }}
      />
      <TextField
        id={`${id}-lastName`}
        label={t('form.lastName')}
        autoComplete="family-name"
        required
        value={draft.lastName}
        error={error('lastName')}
        onChange={(lastName) => {
          setDraft({ ...draft, lastName });
          if (problems.lastName) setProblems({ ...problems, lastName: undefined });
        }}
      />
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" disabled={patch.isPending}>
          {t('accountSettings.name.save')}
        </button>
      </p>
    </form>
  );
}

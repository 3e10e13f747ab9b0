import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Profile } from '../../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../../api/index.ts';
import { linkEmployee } from '../../../api/calls/profile.ts';
import { useApiMutation } from '../../../api/api-hooks.ts';
import {
  EMPLOYEE_CONTINENTS,
  employeeLinkOf,
  employeeProblemsOfApiError,
  missingEmployeeFields,
} from '../../../domain/account/employee-link.ts';
import type {
  EmployeeDraft,
  EmployeeField,
  EmployeeProblems,
} from '../../../domain/account/employee-link.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { SelectField } from '../../checkout/select-field.tsx';
import { TextField } from '../../form/text-field.tsx';
import './settings.css';
import { focusFirstField } from './focus-first-field.ts';

/**
 * "Employee Discount" (shell spec §3.2 Employee link: continent, employeeId, storeLocation, and
 * Profile employee{employeeId,name}; §6 the employee role derives from the employee id; §7 POST
 * /me/employee): an employee links the account to their employee record. What was left empty is
 * shown at once; the API's refusals (an id not 4 to 10 digits, an id linked to another account,
 * a store name too long) show at their fields with what was typed kept. A linked account says so.
 * Default export, imported by the settings page (in its chunk).
 */
export default function EmployeeLinkForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<EmployeeDraft>({
    continent: '',
    employeeId: '',
    storeLocation: '',
  });
  const [problems, setProblems] = useState<EmployeeProblems>({});
  const [alert, setAlert] = useState<string | undefined>();
  const link = useApiMutation(linkEmployee);
  const linked = profile.employee?.employeeId;

  const change = (field: EmployeeField, value: string) => {
    setDraft({ ...draft, [field]: value });
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (link.isPending) return;
    setAlert(undefined);
    const missing = missingEmployeeFields(draft);
    if (Object.keys(missing).length > 0) {
      setProblems(missing);
      focusFirstField(id, missing);
      return;
    }
    const request = employeeLinkOf(draft);
    try {
      await link.mutateAsync(request);
      setProblems({});
      onSaved(t('accountSettings.employee.saved', { employeeId: request.employeeId }));
    } catch (failure) {
      const placed = isApiRequestError(failure)
        ? employeeProblemsOfApiError(failure)
        : { problems: {}, unplaced: 1 };
      setProblems(placed.problems);
      focusFirstField(id, placed.problems);
      if (Object.keys(placed.problems).length === 0 || placed.unplaced > 0) {
        setAlert(t('accountSettings.problem.generic'));
      }
    }
  }

  const error = (field: EmployeeField) => {
    const problem = problems[field];
    return problem ? t(`accountSettings.employee.problem.${problem}`) : undefined;
  };
  return (
    <form
      className="sf-account__card sf-settings__form"
      noValidate
      onSubmit={submit}
      aria-busy={link.isPending}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('accountSettings.employee.title')}</h2>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      <p>
        {linked
          ? t('accountSettings.employee.linked', { employeeId: linked })
          : t('accountSettings.employee.intro')}
      </p>
      <SelectField
        id={`${id}-continent`}
        label={t('accountSettings.employee.continent')}
        error={error('continent')}
        value={draft.continent}
        onChange={(value) => change('continent', value)}
      >
        <option value="">{t('accountSettings.employee.choose')}</option>
        {EMPLOYEE_CONTINENTS.map((continent) => (
          <option key={continent} value={continent}>
            {t(`accountSettings.employee.continents.${continent}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-employeeId`}
        label={t('accountSettings.employee.employeeId')}
        inputMode="numeric"
        autoComplete="off"
        required
        hint={t('accountSettings.employee.employeeIdHint')}
        value={draft.employeeId}
        error={error('employeeId')}
        onChange={(value) => change('employeeId', value)}
      />
      <TextField
        id={`${id}-storeLocation`}
        label={t('accountSettings.employee.storeLocation')}
        autoComplete="off"
        required
        value={draft.storeLocation}
        error={error('storeLocation')}
        onChange={(value) => change('storeLocation', value)}
      />
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" disabled={link.isPending}>
          {linked ? t('accountSettings.employee.update') : t('accountSettings.employee.submit')}
        </button>
      </p>
    </form>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Registry } from '../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../api/index.ts';
import { createRegistry } from '../../api/calls/registry.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { eventTypeLabelKey, REGISTRY_EVENT_TYPES } from '../../domain/registry/event-types.ts';
import {
  localIsoDate,
  REGISTRY_FIELDS,
  registryCreateBody,
  registryDraftProblems,
} from '../../domain/registry/registry-form.ts';
import type {
  RegistryDraft,
  RegistryField,
  RegistryProblems,
} from '../../domain/registry/registry-form.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/text-field.tsx';

const EMPTY: RegistryDraft = {
  eventType: '',
  eventDate: '',
  eventName: '',
  coFirstName: '',
  coLastName: '',
  coEmail: '',
};

/** The API's field names for the form's fields (its 400 field errors are said at the field). */
const FIELD_OF_API: Readonly<Record<string, RegistryField>> = {
  'event.type': 'eventType',
  'event.date': 'eventDate',
  'event.name': 'eventName',
  'co_owner.first_name': 'coFirstName',
  'co_owner.last_name': 'coLastName',
  'co_owner.email': 'coEmail',
};

/**
 * A new registry (catalogue spec §3 Registry: event type from the spec's list, date, name, whether
 * it accepts gift cards (unchecked to start); an optional co-registrant): every problem said at its field and the focus on the first, nothing
 * typed lost; the API's own field errors (a date it finds past) are said the same way.
 */
export function RegistryCreateForm({ onCreated }: { onCreated: (registry: Registry) => void }) {
  const { t } = useTranslation();
  const base = useId();
  const create = useApiMutation(createRegistry);
  const [draft, setDraft] = useState<RegistryDraft>(EMPTY);
  const [acceptGiftCards, setAcceptGiftCards] = useState(false);
  const [problems, setProblems] = useState<RegistryProblems>({});
  const [failed, setFailed] = useState(false);
  const idOf = (field: RegistryField) => `${base}-${field}`;
  const set = (field: RegistryField) => (value: string) => setDraft({ ...draft, [field]: value });
  const errorOf = (field: RegistryField) => {
    const problem = problems[field];
    return problem ? t(`registry.problem.${field}.${problem}`) : undefined;
  };
  const focusFirst = (found: RegistryProblems) => {
    const first = REGISTRY_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailed(false);
    const found = registryDraftProblems(draft, localIsoDate(new Date()));
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    try {
      const registry = await create.mutateAsync(registryCreateBody(draft, acceptGiftCards));
      setDraft(EMPTY);
      setAcceptGiftCards(false);
      onCreated(registry);
    } catch (error) {
      const fromApi: RegistryProblems = {};
      if (isApiRequestError(error)) {
        for (const fieldError of error.fieldErrors ?? []) {
          const field = FIELD_OF_API[fieldError.field];
          if (field) fromApi[field] = fieldError.code === 'past' ? 'past' : 'invalid';
        }
      }
      setProblems(fromApi);
      if (Object.keys(fromApi).length > 0) focusFirst(fromApi);
      else setFailed(true);
    }
  };

  const typeError = errorOf('eventType');
  return (
    <form className="sf-registry-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="sf-field">
        <label htmlFor={idOf('eventType')}>{t('registry.form.eventType')}</label>
        <select
          id={idOf('eventType')}
          value={draft.eventType}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${idOf('eventType')}-error` : undefined}
          onChange={(event) => set('eventType')(event.target.value)}
        >
          <option value="">{t('registry.form.chooseType')}</option>
          {REGISTRY_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(eventTypeLabelKey(type))}
            </option>
          ))}
        </select>
        {typeError ? (
          <p id={`${idOf('eventType')}-error`} className="sf-error">
            {typeError}
          </p>
        ) : null}
      </div>
      <TextField
        id={idOf('eventDate')}
        label={t('registry.form.eventDate')}
        type="date"
        value={draft.eventDate}
        onChange={set('eventDate')}
        error={errorOf('eventDate')}
      />
      <TextField
        id={idOf('eventName')}
        label={t('registry.form.eventName')}
        hint={t('registry.form.eventNameHint')}
        value={draft.eventName}
        onChange={set('eventName')}
        error={errorOf('eventName')}
        autoComplete="off"
      />
      <div className="sf-field sf-registry-gift-cards">
        <label className="sf-registry-check">
          <input
            type="checkbox"
            checked={acceptGiftCards}
            aria-describedby={`${base}-gift-cards-hint`}
            onChange={(event) => setAcceptGiftCards(event.target.checked)}
          />
          <span>{t('registry.form.acceptGiftCards')}</span>
        </label>
        <p id={`${base}-gift-cards-hint`} className="sf-account__muted">
          {t('registry.form.acceptGiftCardsHint')}
        </p>
      </div>
      <fieldset className="sf-registry-form__co">
        <legend>{t('registry.form.coRegistrant')}</legend>
        <p className="sf-account__muted">{t('registry.form.coRegistrantHint')}</p>
        <TextField
          id={idOf('coFirstName')}
          label={t('form.firstName')}
          value={draft.coFirstName}
          onChange={set('coFirstName')}
          error={errorOf('coFirstName')}
          autoComplete="off"
        />
        <TextField
          id={idOf('coLastName')}
          label={t('form.lastName')}
          value={draft.coLastName}
          onChange={set('coLastName')}
          error={errorOf('coLastName')}
          autoComplete="off"
        />
        <TextField
          id={idOf('coEmail')}
          label={t('form.email')}
          type="email"
          value={draft.coEmail}
          onChange={set('coEmail')}
          error={errorOf('coEmail')}
          autoComplete="off"
        />
      </fieldset>
      {failed ? (
        <p className="sf-error" role="alert">
          {t('registry.problem.failed')}
        </p>
      ) : null}
      <button type="submit" className="sf-button" aria-disabled={create.isPending || undefined}>
        {t('registry.form.submit')}
      </button>
    </form>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { SavedAddress } from '../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../api/index.ts';
import { createAddress, updateAddress } from '../../api/calls/profile.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import {
  addressRequest,
  draftOfAddress,
  EMPTY_ADDRESS,
  missingFields,
  problemsOfApiErrors,
} from '../../domain/address/address-form.ts';
import type {
  AddressDraft,
  AddressField,
  AddressProblems,
} from '../../domain/address/address-form.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { AddressFields, focusFirstProblem } from '../checkout/address-fields.tsx';

/**
 * Adds an address to the book or edits one (shell spec §3.2 Address wrapper): the checkout's
 * address fields for the chosen country, the API's address codes on their fields, and nothing
 * typed lost when the API refuses it.
 */
export function AddressEditor({
  entry,
  onDone,
}: {
  /** The address edited; none to add one. */
  entry?: SavedAddress;
  onDone: (saved: SavedAddress | undefined) => void;
}) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const id = useId();
  const countries = site.countries.filter((country) => country.isShipping !== false);
  const [draft, setDraft] = useState<AddressDraft>(() =>
    entry
      ? draftOfAddress(entry.address, null)
      : { ...EMPTY_ADDRESS, country: site.defaultCountry ?? countries[0]?.countryCode ?? '' },
  );
  const [problems, setProblems] = useState<AddressProblems>({});
  const [alert, setAlert] = useState<string | undefined>();
  const create = useApiMutation(createAddress);
  const update = useApiMutation(updateAddress);
  const pending = create.isPending || update.isPending;
  const regions = countries.find((country) => country.countryCode === draft.country)?.regions ?? [];

  const change = (field: AddressField, value: string) => {
    setDraft({ ...draft, [field]: value, ...(field === 'country' ? { region: '' } : {}) });
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAlert(undefined);
    const missing = missingFields(draft, { hasRegions: regions.length > 0, needsEmail: false });
    if (Object.keys(missing).length > 0) {
      setProblems(missing);
      focusFirstProblem(id, missing);
      return;
    }
    const body = { address: addressRequest(draft, false).address, visible: true };
    try {
      const saved = entry
        ? await update.mutateAsync({
            ...body,
            id: entry.id,
            ...(entry.nickName ? { nickName: entry.nickName } : {}),
          })
        : await create.mutateAsync(body);
      onDone(saved);
    } catch (failure) {
      const placed = problemsOfApiErrors(
        isApiRequestError(failure) ? (failure.fieldErrors ?? []) : [],
      );
      setProblems(placed.problems);
      focusFirstProblem(id, placed.problems);
      if (Object.keys(placed.problems).length === 0 || placed.unplaced > 0) {
        setAlert(t('account.error.generic'));
      }
    }
  }

  const title = entry ? t('account.address.editTitle') : t('account.address.addTitle');
  return (
    <form
      className="sf-account__form"
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      <AddressFields
        id={id}
        draft={draft}
        problems={problems}
        countries={countries}
        withEmail={false}
        section="shipping"
        onChange={change}
      />
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" disabled={pending}>
          {entry ? t('account.actions.save') : t('account.address.addSubmit')}
        </button>
        <button
          type="button"
          className="sf-account__button-secondary"
          onClick={() => onDone(undefined)}
        >
          {t('account.actions.cancel')}
        </button>
      </p>
    </form>
  );
}

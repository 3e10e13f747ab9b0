import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { callApi } from '../../api/index.ts';
import { DEFAULT_CATALOG_REQUEST_COUNTRIES, submitCatalogRequest } from '../../api/calls/forms.ts';
import { EMPTY_ADDRESS, missingFields } from '../../domain/address/address-form.ts';
import type {
  AddressDraft,
  AddressField,
  AddressProblems,
} from '../../domain/address/address-form.ts';
import { catalogRequestOffered } from '../../domain/forms/service-forms.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { addressFailure } from '../checkout/address-failure.ts';
import { AddressFields, focusFirstProblem } from '../checkout/address-fields.tsx';
import { TextField } from '../form/text-field.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/**
 * #request-catalog (shell spec §3.2, §5): the checkout's address fields (the country's regions as
 * a list, its postal-code rules from the API on their fields) without a phone, and an optional PO
 * box; name, address1, city, region, postal code and country required. Offered only in the US and
 * Canada where the site's switch is on (catalogRequestOffered); elsewhere the modal says so.
 */
export default function RequestCatalogModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  const id = useId();
  const offered = catalogRequestOffered(
    { country: site.country, catalogRequest: site.switches.catalogRequest },
    DEFAULT_CATALOG_REQUEST_COUNTRIES,
  );
  const countries = site.countries.filter((country) => country.countryCode === site.country);
  const [draft, setDraft] = useState<AddressDraft>({ ...EMPTY_ADDRESS, country: site.country });
  const [poBox, setPoBox] = useState('');
  const [problems, setProblems] = useState<AddressProblems>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const regions = countries[0]?.regions ?? [];

  const change = (field: AddressField, value: string) => {
    setDraft((old) => ({ ...old, [field]: value }));
    if (problems[field]) setProblems((old) => ({ ...old, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAlert(undefined);
    const missing = missingFields(draft, {
      hasRegions: regions.length > 0,
      needsEmail: false,
      needsPhone: false,
    });
    setProblems(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstProblem(id, missing);
      return;
    }
    setPending(true);
    try {
      const address2 = draft.address2.trim();
      await callApi(api, submitCatalogRequest, {
        name: { first: draft.firstName.trim(), last: draft.lastName.trim() },
        address1: draft.address1.trim(),
        ...(address2 ? { address2 } : {}),
        ...(poBox.trim() ? { poBox: poBox.trim() } : {}),
        city: draft.city.trim(),
        region: draft.region.trim().toUpperCase(),
        postalCode: draft.postalCode.trim(),
        country: site.country as 'US' | 'CA',
      });
      setSent(true);
    } catch (failure) {
      // The catalogue call names address fields without the address's prefix.
      const refused = addressFailure(failure, (field) => `address.${field}`);
      setProblems(refused.problems);
      focusFirstProblem(id, refused.problems);
      if (refused.alert) setAlert(refused.alert);
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalFrame title={t('modal.requestCatalog')} styleType="large" onClose={onClose}>
      {!offered ? (
        <p>{t('modals.requestCatalog.unavailable')}</p>
      ) : sent ? (
        <div className="sf-modal__confirmation" role="status">
          <p>{t('modals.requestCatalog.sent')}</p>
        </div>
      ) : (
        <form className="sf-modal-form" noValidate onSubmit={submit} aria-busy={pending}>
          <p className="sf-modal__intro">{t('modals.requestCatalog.intro')}</p>
          {alert ? (
            <p className="sf-error sf-modal__form-error" role="alert">
              {t(alert)}
            </p>
          ) : null}
          <AddressFields
            id={id}
            draft={draft}
            problems={problems}
            countries={countries}
            withEmail={false}
            withPhone={false}
            section="shipping"
            onChange={change}
          />
          <TextField
            id={`${id}-poBox`}
            name="poBox"
            label={`${t('modals.requestCatalog.poBox')} (${t('common.optional')})`}
            value={poBox}
            onChange={setPoBox}
          />
          <button type="submit" className="sf-button sf-modal__submit" disabled={pending}>
            {t('modals.requestCatalog.submit')}
          </button>
        </form>
      )}
    </ModalFrame>
  );
}

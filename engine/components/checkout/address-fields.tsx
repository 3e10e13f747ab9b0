import type {
  AddressDraft,
  AddressField,
  AddressProblem,
  AddressProblems,
} from '../../domain/address/address-form.ts';
import type { ResolvedSite } from '../../config/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/text-field.tsx';
import { SelectField } from './select-field.tsx';

/** The fields in the order the form shows them: the first with a problem gets the focus. */
const FORM_ORDER: readonly AddressField[] = [
  'email',
  'firstName',
  'lastName',
  'country',
  'address1',
  'address2',
  'city',
  'region',
  'postalCode',
  'phoneNumber',
  'taxId',
];

const PROBLEM_KEYS: Readonly<Record<AddressProblem, string>> = {
  required: 'validation.required',
  email: 'validation.email',
  tooLong: 'checkout.address.tooLong',
  regionForPostalCode: 'validation.regionPostalMismatch',
  postalCodeForRegion: 'checkout.address.postalCodeForRegion',
  postalCodeInvalid: 'validation.postalCode',
  regionInvalid: 'checkout.address.regionInvalid',
  phoneInvalid: 'validation.phone',
  countryNotShipped: 'checkout.address.countryNotShipped',
  taxIdInvalid: 'checkout.address.taxIdInvalid',
};

const TAX_ID_HINTS: Readonly<Record<string, string>> = {
  IT: 'checkout.address.taxIdHint.IT',
  ES: 'checkout.address.taxIdHint.ES',
  PT: 'checkout.address.taxIdHint.PT',
};

/** Focuses the first field of the form (ids `${id}-${field}`) that has a problem. */
export function focusFirstProblem(id: string, problems: AddressProblems): void {
  const first = FORM_ORDER.find((field) => problems[field]);
  if (first) document.getElementById(`${id}-${first}`)?.focus();
}

export type AddressCountries = ResolvedSite['countries'];

/**
 * An address form's fields for the chosen country (its regions from the site config), each with
 * the problem the rules or the API's address codes put on it (catalogue spec §3 address validation
 * codes). The checkout's shipping step and the account's address book both use it.
 */
export function AddressFields({
  id,
  draft,
  problems,
  countries,
  withEmail,
  withTaxId = false,
  section,
  withPhone = true,
  onChange,
}: {
  id: string;
  draft: AddressDraft;
  problems: AddressProblems;
  countries: AddressCountries;
  withEmail: boolean;
  /** The site asks the chosen country's recipients for a tax id (taxIdShippingCountries). */
  withTaxId?: boolean;
  /** The autocomplete section (shipping, billing) the browser fills from. */
  section: 'shipping' | 'billing';
  /** A phone field (deliveries need one; a mailed catalogue does not). */
  withPhone?: boolean;
  onChange: (field: AddressField, value: string) => void;
}) {
  const { t } = useTranslation();
  const regions = countries.find((country) => country.countryCode === draft.country)?.regions ?? [];
  const error = (field: AddressField) => {
    const problem = problems[field];
    return problem ? t(PROBLEM_KEYS[problem]) : undefined;
  };
  const field = (
    name: AddressField,
    label: string,
    autoComplete: string,
    extra: { type?: string; inputMode?: 'tel' | 'email' | 'text'; optional?: boolean } = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={extra.optional ? `${label} (${t('common.optional')})` : label}
      error={error(name)}
      autoComplete={autoComplete}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      required={!extra.optional}
      value={draft[name]}
      onChange={(value) => onChange(name, value)}
    />
  );
  return (
    <>
      {withEmail
        ? field('email', t('form.email'), 'email', { type: 'email', inputMode: 'email' })
        : null}
      <div className="sf-checkout__row">
        {field('firstName', t('form.firstName'), `${section} given-name`)}
        {field('lastName', t('form.lastName'), `${section} family-name`)}
      </div>
      <SelectField
        id={`${id}-country`}
        label={t('form.country')}
        error={error('country')}
        autoComplete={`${section} country`}
        value={draft.country}
        onChange={(value) => onChange('country', value)}
      >
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryCode}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {field('address1', t('form.address1'), `${section} address-line1`)}
      {field('address2', t('form.address2'), `${section} address-line2`, { optional: true })}
      {field('city', t('form.city'), `${section} address-level2`)}
      <div className="sf-checkout__row">
        {regions.length > 0 ? (
          <SelectField
            id={`${id}-region`}
            label={t('form.region')}
            error={error('region')}
            autoComplete={`${section} address-level1`}
            value={draft.region}
            onChange={(value) => onChange('region', value)}
          >
            <option value="">{t('form.select')}</option>
            {regions.map((region) => (
              <option key={region.regionCode} value={region.regionCode}>
                {region.description}
              </option>
            ))}
          </SelectField>
        ) : null}
        {field('postalCode', t('form.postalCode'), `${section} postal-code`)}
      </div>
      {withPhone
        ? field('phoneNumber', t('form.phone'), `${section} tel`, { type: 'tel', inputMode: 'tel' })
        : null}
      {withTaxId ? (
        <TextField
          id={`${id}-taxId`}
          label={t('checkout.address.taxId')}
          hint={t(
            Object.hasOwn(TAX_ID_HINTS, draft.country)
              ? TAX_ID_HINTS[draft.country]!
              : 'checkout.address.taxIdHint.other',
          )}
          error={error('taxId')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={draft.taxId ?? ''}
          onChange={(value) => onChange('taxId', value)}
        />
      ) : null}
    </>
  );
}

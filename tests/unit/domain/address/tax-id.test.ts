import { describe, expect, it } from 'vitest';
import { withTaxId } from '../../../../commerce-api/carts/tax-id.ts';
import type { ApiSiteConfig } from '../../../../commerce-api/brands.ts';
import {
  addressRequest,
  EMPTY_ADDRESS,
  missingFields,
  problemsOfApiErrors,
} from '../../../../engine/domain/address/address-form.ts';
import {
  normalizeTaxId,
  taxIdRequired,
  taxIdValid,
} from '../../../../engine/domain/address/tax-id.ts';

// shell spec §3.1: site config taxIdShippingCountries (an-es asks for ES and PT, an-it for IT).
const AN_ES = { taxIdShippingCountries: ['ES', 'PT'] };

describe('which shipments ask for a tax id (shell spec §3.1 taxIdShippingCountries)', () => {
  it.each([
    ['ES', true],
    ['PT', true],
    ['es', true],
    ['FR', false],
    ['', false],
  ])('an-es shipping to %s: %s', (country, expected) => {
    expect(taxIdRequired(AN_ES, country)).toBe(expected);
  });

  it('a site without the list asks nothing', () => {
    expect(taxIdRequired({}, 'IT')).toBe(false);
  });
});

describe('tax id shapes per country, the same in the browser and the API (shell spec §3.1, §5)', () => {
  const api = (country: string, value: string) =>
    withTaxId({ country }, value, { taxIdShippingCountries: [country] } as unknown as ApiSiteConfig)
      .errors.length === 0;

  it.each([
    ['IT', 'RSSMRA85T10A562S', true],
    ['IT', 'rss mra 85t10 a562s', true],
    ['IT', 'RSSMRA85T1LA562S', true], // omocodia: a digit replaced by its letter
    ['IT', '12345678901', true], // partita IVA
    ['IT', 'RSSMRA85T10A562', false],
    ['IT', 'RSSMRA85Z10A562S', false], // Z is no month
    ['ES', '12345678Z', true],
    ['ES', '12345678-z', true],
    ['ES', 'X1234567L', true], // NIE
    ['ES', 'B12345678', true], // CIF
    ['ES', '1234567Z', false],
    ['ES', '123456789', false], // a Portuguese NIF is not a Spanish id
    ['PT', '123 456 789', true],
    ['PT', '12345678', false],
    ['FR', 'AB12345', true], // another country: 5 to 20 letters and digits
    ['FR', 'AB1', false],
    ['FR', 'AB12#45', false],
  ])('%s %s → %s', (country, value, expected) => {
    expect({ engine: taxIdValid(country, value), api: api(country, value) }).toEqual({
      engine: expected,
      api: expected,
    });
  });

  it('normalizes what people type: separators dropped, upper case', () => {
    expect(normalizeTaxId(' rss.mra-85t10/a562s ')).toBe('RSSMRA85T10A562S');
  });
});

describe('the address form with a tax id (shell spec §3.1)', () => {
  const spain = {
    ...EMPTY_ADDRESS,
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: 'Calle Mayor 1',
    city: 'Madrid',
    postalCode: '28013',
    country: 'ES',
    phoneNumber: '912345678',
  };
  const needs = { hasRegions: false, needsEmail: false, needsTaxId: true };

  it('is required, then checked in the country shape, only where asked', () => {
    expect(missingFields(spain, needs)).toEqual({ taxId: 'required' });
    expect(missingFields({ ...spain, taxId: '1234' }, needs)).toEqual({ taxId: 'taxIdInvalid' });
    expect(missingFields({ ...spain, taxId: '12345678Z' }, needs)).toEqual({});
    expect(missingFields(spain, { ...needs, needsTaxId: false })).toEqual({});
  });

  it('is sent normalized when asked, and never otherwise', () => {
    const typed = { ...spain, taxId: '12345678-z' };
    expect(addressRequest(typed, false, true).address).toMatchObject({ taxId: '12345678Z' });
    expect(addressRequest(typed, false, false).address).not.toHaveProperty('taxId');
  });

  it('the API codes land on the tax id field', () => {
    expect(
      problemsOfApiErrors([
        { field: 'address.taxId', code: 'TAX_ID_REQUIRED' },
        { field: 'address.taxId', code: 'TAX_ID_INVALID' },
      ]).problems,
    ).toEqual({ taxId: 'required' });
    expect(
      problemsOfApiErrors([{ field: 'address.taxId', code: 'TAX_ID_INVALID' }]).problems,
    ).toEqual({ taxId: 'taxIdInvalid' });
  });
});

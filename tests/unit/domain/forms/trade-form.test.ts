import { describe, expect, it } from 'vitest';
import {
  tradeCountries,
  tradeFormErrors,
  tradeFormOffered,
} from '../../../../engine/domain/forms/trade-form.ts';
import type { TradeFormValues } from '../../../../engine/domain/forms/trade-form.ts';
import { EIN } from '../../../../engine/domain/forms/trade-form.ts';
import { EIN as API_EIN } from '../../../../commerce-api/carts/tax-id.ts';
import schema from '../../../../schemas/api/forms/trade-application.schema.json' with { type: 'json' };

describe('one EIN rule (schemas/api/forms/trade-application.schema.json $defs.ein)', () => {
  it('the engine and the API check the schema pattern', () => {
    expect(EIN.source).toBe(schema.$defs.ein.pattern);
    expect(API_EIN.source).toBe(schema.$defs.ein.pattern);
  });
});

/** Shell spec §5: "trade forms limited to certain countries per brand" (switch tradeForms). */
describe('where the trade form is offered (shell spec §5)', () => {
  it.each([
    ['switch on, country listed', 'US', true, ['US'], true],
    ['switch off', 'US', false, ['US'], false],
    ['country not listed', 'CA', true, ['US'], false],
    ['brand lists none', 'US', true, [], false],
    ['another listed country', 'GB', true, ['US', 'GB'], true],
  ] as const)('%s', (_name, country, tradeForms, listed, expected) => {
    expect(tradeFormOffered({ country, tradeForms }, listed)).toBe(expected);
  });

  it("lists the brand's countries, the site's own first", () => {
    expect(tradeCountries('GB', ['US', 'GB', 'FR'])).toEqual(['GB', 'US', 'FR']);
  });
});

describe('the trade form fields (shell spec §5)', () => {
  const valid: TradeFormValues = {
    businessName: 'Lovelace Interiors',
    businessType: 'INTERIOR_DESIGN',
    taxId: '12-3456789',
    first: 'Ada',
    last: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '(215) 555-0100',
    website: '',
    country: 'US',
  };
  it('a complete application has no error; the website is optional', () => {
    expect(tradeFormErrors(valid, ['US'])).toEqual({});
    expect(tradeFormErrors({ ...valid, website: 'https://lovelace.example' }, ['US'])).toEqual({});
  });

  it.each([
    ['business name required', { businessName: ' ' }, 'businessName', 'validation.required'],
    [
      'business name at most 100',
      { businessName: 'x'.repeat(101) },
      'businessName',
      'serviceForms.trade.error.businessNameTooLong',
    ],
    [
      'a known business type',
      { businessType: 'FLORIST' },
      'businessType',
      'serviceForms.trade.error.businessType',
    ],
    ['a listed country', { country: 'FR' }, 'country', 'serviceForms.trade.error.country'],
    ['tax id required', { taxId: '' }, 'taxId', 'validation.required'],
    [
      'a US tax id is a 9-digit EIN',
      { taxId: '12-34567' },
      'taxId',
      'serviceForms.trade.error.taxIdUS',
    ],
    ['names at most 40', { last: 'x'.repeat(41) }, 'last', 'serviceForms.error.nameTooLong'],
    ['email shape', { email: 'ada@' }, 'email', 'validation.email'],
    [
      'phone 10 to 15 digits',
      { phoneNumber: '555-0100' },
      'phoneNumber',
      'serviceForms.trade.error.phone',
    ],
    [
      'website with its scheme',
      { website: 'lovelace.example' },
      'website',
      'serviceForms.trade.error.website',
    ],
  ] as const)('%s', (_name, change, field, message) => {
    expect(tradeFormErrors({ ...valid, ...change }, ['US'])[field]).toBe(message);
  });

  it("another listed country's tax id: 5 to 20 letters and digits", () => {
    const gb = { ...valid, country: 'GB' };
    expect(tradeFormErrors({ ...gb, taxId: 'GB 123 4567 89' }, ['US', 'GB']).taxId).toBeUndefined();
    expect(tradeFormErrors({ ...gb, taxId: 'G1' }, ['US', 'GB']).taxId).toBe(
      'serviceForms.trade.error.taxId',
    );
  });
});

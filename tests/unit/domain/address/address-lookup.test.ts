import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LOOKUP_COUNTRIES,
  addressLookupOffered,
  nextActiveOption,
} from '../../../../engine/domain/address/address-lookup.ts';

// catalogue spec §5: "Address lookup suggestions offered only for US, GB, FR, DE, AU, CA."
describe('address lookup is offered (catalogue spec §5 address lookup countries)', () => {
  it.each([
    ['US with switch and flag', { siteSwitch: true, flag: true, country: 'US' }, true],
    ['GB', { siteSwitch: true, flag: true, country: 'GB' }, true],
    ['FR', { siteSwitch: true, flag: true, country: 'FR' }, true],
    ['DE', { siteSwitch: true, flag: true, country: 'DE' }, true],
    ['AU', { siteSwitch: true, flag: true, country: 'AU' }, true],
    ['CA', { siteSwitch: true, flag: true, country: 'CA' }, true],
    ['ES is not listed', { siteSwitch: true, flag: true, country: 'ES' }, false],
    ['IT is not listed', { siteSwitch: true, flag: true, country: 'IT' }, false],
    ['lower case is not a country code', { siteSwitch: true, flag: true, country: 'us' }, false],
    ['no country chosen', { siteSwitch: true, flag: true, country: '' }, false],
    ['site switch off', { siteSwitch: false, flag: true, country: 'US' }, false],
    ['flag off', { siteSwitch: true, flag: false, country: 'US' }, false],
  ])('%s → %s', (_name, situation, expected) => {
    expect(addressLookupOffered(situation)).toBe(expected);
  });

  it('lists the countries the API query schema accepts, no more', () => {
    const schema = JSON.parse(
      readFileSync('schemas/api/checkout/address-suggestions-query.schema.json', 'utf8'),
    ) as { properties: { country: { enum: string[] } } };
    expect([...ADDRESS_LOOKUP_COUNTRIES]).toEqual(schema.properties.country.enum);
  });
});

describe('combobox keyboard movement (WAI-ARIA combobox: arrows move, wrap at the ends)', () => {
  it.each([
    ['down from none opens on the first', -1, 1, 3, 0],
    ['up from none opens on the last', -1, -1, 3, 2],
    ['down', 0, 1, 3, 1],
    ['down from the last wraps to the first', 2, 1, 3, 0],
    ['up from the first wraps to the last', 0, -1, 3, 2],
    ['no options', 0, 1, 0, -1],
  ] as const)('%s', (_name, current, step, count, expected) => {
    expect(nextActiveOption(current, step, count)).toBe(expected);
  });
});

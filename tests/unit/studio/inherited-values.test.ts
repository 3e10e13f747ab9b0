import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrandInput, SiteInput } from '../../../engine/config/generated/input.ts';
import { sharedSchemas } from '../../support/brands.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { inheritedValues } from '../../../studio/server/inherited-values.ts';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'brand-configs/anthropologie', path), 'utf8')) as T;

// issue 16: what a site inherits (schema defaults < brand < site) is shown as inherited.
describe('inheritedValues', () => {
  const schemas = sharedSchemas();
  const brand = read<BrandInput>('brand.json');
  const site = read<SiteInput>('sites/an-uk.json');
  const inherited = inheritedValues(brand, site, schemas);

  it('lists every overridable section', () => {
    expect(Object.keys(inherited).sort()).toEqual(['flags', 'limits', 'payments', 'switches']);
  });

  it("names brand.json for a key the brand sets and the schema's default otherwise", () => {
    const brandSwitches =
      (brand as unknown as { switches?: Record<string, unknown> }).switches ?? {};
    for (const [key, entry] of Object.entries(inherited.switches ?? {})) {
      expect(entry.from, key).toBe(key in brandSwitches ? 'brand' : 'default');
      if (key in brandSwitches) expect(entry.value, key).toEqual(brandSwitches[key]);
    }
    expect(Object.keys(inherited.switches ?? {}).length).toBeGreaterThan(0);
  });

  it("ignores the site's own values: what it would get without them", () => {
    const overriding = {
      ...site,
      switches: { ...(site as unknown as { switches?: object }).switches, giftWrap: 'x' },
    } as unknown as SiteInput;
    expect(inheritedValues(brand, overriding, schemas)).toEqual(inherited);
  });
});

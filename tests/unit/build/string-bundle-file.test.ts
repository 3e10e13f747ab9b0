import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringBundleText } from '../../../engine/build/string-bundle-file.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { bundleOfKey } from '../../../engine/domain/string-bundles.ts';
import defaultCheckout from '../../../engine/i18n/locales/fr-FR.json?bundle=checkout';

/**
 * A locale file's `?bundle=` import is that bundle's strings alone (issue 9: a page loads its own
 * strings), in a brand's build and under the test runner alike (issue 8: each of the nine imports
 * of a locale is no longer the whole file to transform).
 */
const file = join(REPO_ROOT, 'engine/i18n/locales/fr-FR.json');
const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

describe('stringBundleText', () => {
  it("keeps exactly the bundle's keys of the file", () => {
    const checkout = JSON.parse(stringBundleText(`${file}?bundle=checkout`)!) as Record<
      string,
      string
    >;
    const expected = Object.keys(all).filter((key) => bundleOfKey(key) === 'checkout');
    expect(expected.length).toBeGreaterThan(0);
    expect(checkout).toEqual(Object.fromEntries(expected.map((key) => [key, all[key]])));
  });

  it('leaves an import without a bundle query to Vite, and refuses an unknown bundle', () => {
    expect(stringBundleText(file)).toBeUndefined();
    expect(stringBundleText(`${file}?raw`)).toBeUndefined();
    expect(() => stringBundleText(`${file}?bundle=everything`)).toThrow(
      'no string bundle "everything"',
    );
  });

  it("is what the engine's import of a bundle loads under the test runner", () => {
    expect(Object.keys(defaultCheckout).length).toBeLessThan(Object.keys(all).length);
    expect(Object.keys(defaultCheckout).every((key) => bundleOfKey(key) === 'checkout')).toBe(true);
  });
});

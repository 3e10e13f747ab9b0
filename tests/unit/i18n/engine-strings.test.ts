import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/config/validate.ts';

/** The engine's UI strings: one file per locale (shell spec §2.3: language names for these eight). */
const LOCALES = ['en-US', 'en-GB', 'en-CA', 'fr-FR', 'de-DE', 'es-ES', 'it-IT', 'fr-CA'] as const;

const strings = Object.fromEntries(
  LOCALES.map((locale) => {
    const text = readFileSync(join(REPO_ROOT, 'engine/i18n/locales', `${locale}.json`), 'utf8');
    const entries = JSON.parse(text) as Record<string, string>;
    delete entries.$schema;
    return [locale, entries];
  }),
) as Record<(typeof LOCALES)[number], Record<string, string>>;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('engine strings', () => {
  const keys = Object.keys(strings['en-US']).sort();

  it.each(LOCALES)(
    '%s has exactly the en-US keys, each non-empty with the same placeholders',
    (locale) => {
      expect(Object.keys(strings[locale]).sort()).toEqual(keys);
      for (const key of keys) {
        const text = strings[locale][key] ?? '';
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(
          placeholders(strings['en-US'][key] ?? ''),
        );
      }
    },
  );

  it.each([
    ['header.favorites', 'Favorites'],
    ['header.signIn', 'Sign In / Sign Up'],
    ['header.myAccount', 'My Account'],
    ['header.callCenterCheckout', 'Call Center Checkout'],
    ['modal.siteSelect', 'Shop In'],
    ['modal.signIn', 'Sign In'],
    ['modal.reauth', 'Log in'],
    ['modal.recognized', 'Finish Signing In'],
    ['modal.emailSignup', 'Sign up for emails'],
    ['account.menu.orders', 'Order History'],
    ['banner.details', 'Details'],
  ])('en-US %s is the spec text "%s" (shell spec §2.3, §2.4, §3.3)', (key, text) => {
    expect(strings['en-US'][key]).toBe(text);
  });

  it.each(['fr-FR', 'de-DE', 'es-ES', 'it-IT', 'fr-CA'] as const)(
    '%s is translated, not copied from English',
    (locale) => {
      const same = keys.filter((key) => strings[locale][key] === strings['en-US'][key]);
      expect(same.length / keys.length).toBeLessThan(0.15);
    },
  );

  it('fr-CA follows Québec usage where it differs from fr-FR', () => {
    const differing = keys.filter((key) => strings['fr-CA'][key] !== strings['fr-FR'][key]);
    expect(differing.length).toBeGreaterThanOrEqual(15);
  });

  it('en-GB spells Favourites the British way', () => {
    expect(strings['en-GB']['header.favorites']).toBe('Favourites');
  });

  it.each(LOCALES)('%s names every language in its own tongue', (locale) => {
    expect(strings[locale]['languages.de-DE']).toBe('Deutsch');
    expect(strings[locale]['languages.fr-FR']).toBe('Français');
  });
});

import { describe, expect, it } from 'vitest';
import { siteLanguage } from '../../../engine/domain/site-language.ts';

const anCa = { languages: ['en-CA', 'fr-CA'], defaultLocale: 'en-CA' };
const anFr = { languages: ['fr-FR'], defaultLocale: 'fr-FR' };

// shell spec §2.3 (language names exist for fr-CA; the selector shows languages on configured
// sites), §3.1 (fr-CA for one brand), §3.4 (a language cookie); issue 13: fr-CA could not be chosen
describe('the language of a page (shell spec §2.3, §3.1, §3.4)', () => {
  it.each([
    { case: 'an-ca, no choice', site: anCa, chosen: undefined, locale: 'en-CA' },
    { case: 'an-ca, fr-CA chosen', site: anCa, chosen: 'fr-CA', locale: 'fr-CA' },
    { case: 'an-ca, en-CA chosen', site: anCa, chosen: 'en-CA', locale: 'en-CA' },
    { case: 'an-ca, a language it does not offer', site: anCa, chosen: 'de-DE', locale: 'en-CA' },
    { case: 'an-ca, garbage', site: anCa, chosen: '"><script>', locale: 'en-CA' },
    { case: 'an-fr, fr-CA chosen elsewhere', site: anFr, chosen: 'fr-CA', locale: 'fr-FR' },
  ])('$case: $locale', ({ site, chosen, locale }) => {
    expect(siteLanguage(site, chosen)).toBe(locale);
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiBrandConfig, ApiSiteConfig } from '../../../commerce-api/brands.ts';
import { buildSiteEntries, filterEntries } from '../../../commerce-api/catalog/content-entries.ts';

const US = { id: 'ac-us', defaultLocale: 'en-US' } as unknown as ApiSiteConfig;
const CA = { id: 'ac-ca', defaultLocale: 'en-CA' } as unknown as ApiSiteConfig;

const brand = {
  id: 'acme',
  content: {
    text: {
      entries: [
        { key: 'header.searchPlaceholder', text: { 'en-US': 'Find it', 'fr-CA': 'Trouvez' } },
        { key: 'footer.newsletter.heading', text: { 'en-US': 'News' }, sites: ['ac-us'] },
      ],
    },
  },
} as unknown as ApiBrandConfig;

const texts = (site: ApiSiteConfig, locale: string) =>
  filterEntries(
    buildSiteEntries({ brand, site, locale, environment: 'master' }).map((dated) => dated.entry),
    { contentType: 'localisedText' },
  ).map((entry) => entry.fields);

// Shell spec §1: localised text comes from the content service, as localisedText entries.
describe('content service localisedText entries (shell spec §1)', () => {
  it("serves content/text.json's entries for the site, in the locale asked", () => {
    expect(texts(US, 'en-US')).toEqual([
      { key: 'header.searchPlaceholder', value: 'Find it' },
      { key: 'footer.newsletter.heading', value: 'News' },
    ]);
    expect(texts(CA, 'fr-CA')).toEqual([{ key: 'header.searchPlaceholder', value: 'Trouvez' }]);
  });

  it("leaves out a locale the entry has no text for (no other language's words on the page)", () => {
    expect(texts(CA, 'en-CA')).toEqual([]);
  });
});

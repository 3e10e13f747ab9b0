import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../engine/api/client.ts';
import { localisedText } from '../../../engine/app/ssr/localised-text.ts';
import type { ResolvedSite } from '../../../engine/config/types.ts';
import { createTranslator } from '../../../engine/i18n/translator.ts';
import { AN_US, memoryLogger } from '../../fixtures/api-client-site.ts';

const strings = createTranslator('en-US', {
  'header.searchPlaceholder': 'What are you looking for?',
  'footer.newsletter.heading': 'Stay in the Know',
});

const entry = (key: unknown, value: unknown, contentType = 'localisedText') => ({
  sys: {
    id: `text-${String(key)}`,
    type: 'Entry',
    contentType: { sys: { id: contentType } },
    locale: 'en-US',
    environment: 'master',
  },
  fields: { key, value },
});

function load(items: unknown[], localisedTextLimit = 1000, status = 200) {
  const urls: URL[] = [];
  const logger = memoryLogger();
  const api = createApiClient({
    baseUrl: 'http://api.invalid',
    site: AN_US,
    logger,
    fetch: async (input) => {
      urls.push(new URL(String(input instanceof Request ? input.url : input)));
      return new Response(
        JSON.stringify(
          status === 200
            ? { total: items.length, skip: 0, limit: 1000, items, includes: { Entry: [] } }
            : { code: 'DOWN', message: 'down' },
        ),
        { status, headers: { 'content-type': 'application/json' } },
      );
    },
  });
  const site = { id: 'an-us', limits: { content: { localisedTextLimit } } } as ResolvedSite;
  return { urls, logger, text: localisedText(api, site, 'en-US', strings, logger) };
}

// Shell spec §1 (page content "localised text ... comes from a headless content service") and §9
// ("localised text lookups limit 1000", limits.content.localisedTextLimit).
describe('localised text from the content service (shell spec §1, §9)', () => {
  it.each([1000, 250])('asks for localisedText entries in the locale, limit %i', async (limit) => {
    const { urls, text } = load([], limit);
    await text;
    expect(urls).toHaveLength(1);
    expect(urls[0]!.pathname).toBe('/content/v1/an-us/entries');
    expect(urls[0]!.searchParams.get('content_type')).toBe('localisedText');
    expect(urls[0]!.searchParams.get('locale')).toBe('en-US');
    expect(urls[0]!.searchParams.get('limit')).toBe(String(limit));
  });

  it("keeps the engine's keys with text values, as plain text; other keys and types ignored", async () => {
    const { text } = load([
      entry('header.searchPlaceholder', 'Search <b>dresses</b>'),
      entry('header.noSuchKey', 'Ignored'),
      entry('footer.newsletter.heading', 42),
      entry('footer.newsletter.heading', 'A banner', 'globalPromoSimpleBanner'),
    ]);
    expect(await text).toEqual({ 'header.searchPlaceholder': 'Search <b>dresses</b>' });
  });

  it("renders with the engine's strings when the content service fails, and warns", async () => {
    const { text, logger } = load([], 1000, 500);
    expect(await text).toEqual({});
    expect(
      logger.lines.some((line) => line.level === 'warn' && /Localised text/.test(line.message)),
    ).toBe(true);
  });
});

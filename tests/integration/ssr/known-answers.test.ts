import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { validateBrands } from '../../../engine/app/brands.ts';
import { NO_TOKEN } from '../../../engine/api/calls/index.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { mayHavePage } from '../../../engine/pages/content/content-loader.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';

/**
 * Issue 9 Deliver §1: SSR skips calls whose answer it knows. These tests hold what it knows to
 * what the API answers, so the shortcut cannot drift from the API: the token description without
 * a cookie, and the content pages each site has (the content index).
 */
let api: TestApi;
let brands: ResolvedBrand[];

beforeAll(async () => {
  brands = validateBrands().brands.flatMap((brand) => (brand.resolved ? [brand.resolved] : []));
  api = await startApi({ brands: brands as unknown as ApiBrandConfig[] });
}, 60_000);

afterAll(() => api?.close());

describe('known answers (issue 9)', () => {
  it('tokens/current without a token cookie answers NO_TOKEN', async () => {
    for (const brand of brands) {
      for (const siteId of Object.keys(brand.sites)) {
        const reply = await api.client().get(`/auth/v0/${siteId}/tokens/current`);
        expect({ siteId, status: reply.status, body: reply.body }).toEqual({
          siteId,
          status: 200,
          body: NO_TOKEN,
        });
      }
    }
  });

  it("every site's content pages are those its content index names, and no other", async () => {
    for (const brand of brands) {
      for (const site of Object.values(brand.sites)) {
        const env = { brand, site, side: 'server' as const };
        const reply = await api
          .client()
          .get<{ items: { fields: { slug: string } }[] }>(
            `/content/v1/${site.id}/entries?content_type=page&limit=1000`,
          );
        expect(reply.status).toBe(200);
        const served = reply.body.items.map((item) => item.fields.slug);
        expect(served.length).toBeGreaterThan(0);
        for (const slug of served)
          expect({ site: site.id, slug, known: mayHavePage(env, slug) }).toEqual({
            site: site.id,
            slug,
            known: true,
          });
        for (const slug of brand.content.pages.pages.map((page) => page.slug)) {
          if (!served.includes(slug))
            expect({ site: site.id, slug, known: mayHavePage(env, slug) }).toEqual({
              site: site.id,
              slug,
              known: false,
            });
        }
        expect(mayHavePage(env, 'jackets-coats-not-a-page')).toBe(false);
        // The browser has no content pages in its config: it asks.
        expect(mayHavePage({ ...env, side: 'client' }, 'anything')).toBe(true);
      }
    }
  });
});

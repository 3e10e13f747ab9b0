import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness } from './ssr-harness.ts';

/**
 * flags.enableModularPDP (shell spec §9 "enableModularPDP true"; DESIGN §4 product composition):
 * on (the default), a product that names its own sections (templateInfo.components: the seeded
 * gift cards name only the gallery and the details) is rendered with them; off, every product page
 * shows the brand's sections (components.productPage: gallery, details, reviews, recommendations).
 */
let ssr: SsrHarness;
let giftCard: string;

beforeAll(async () => {
  ssr = await startSsr(['anthropologie']);
  const [row] = await ssr.api.db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE brand_id = 'anthropologie' AND product_type = 'giftcard'
       AND jsonb_array_length(template_info->'components') > 0 ORDER BY slug LIMIT 1`,
  );
  if (!row) throw new Error('The seed has no gift card with its own product page composition');
  giftCard = row.slug;
}, 180_000);
afterAll(() => ssr?.close());

/** The product page's sections as the server drew them: does it carry the reviews section? */
async function hasReviews(query: string): Promise<boolean> {
  const page = await ssr.get('anthropologie', `/shop/${giftCard}${query}`);
  expect(page.status).toBe(200);
  expect(page.html).toContain('id="sf-product-name"');
  return page.html.includes('id="sf-product-reviews"');
}

describe('the modular product page (flags.enableModularPDP, shell spec §9)', () => {
  it('on by default: the product’s own composition (no reviews section on a gift card)', async () => {
    expect(await hasReviews('')).toBe(false);
    expect(await hasReviews('?enableModularPDP=true')).toBe(false);
  });

  it('off: the brand’s sections on every product, the reviews section included', async () => {
    expect(await hasReviews('?enableModularPDP=false')).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../commerce-api/seed/index.ts';
import { addProduct, readyForPayment } from '../api/fixtures/checkout.ts';
import { NONCE, startSsr } from './ssr-harness.ts';
import type { SsrHarness, SsrPage } from './ssr-harness.ts';

/**
 * Server rendering through createRenderer against a real, seeded commerce API (issue 4 tests:
 * status, robots and layout per route class; page text in the HTML before any script; hreflang;
 * nonces; returnUrl attacks).
 */
let ssr: SsrHarness;
let product: string;
let legalProduct: string | undefined;

beforeAll(async () => {
  ssr = await startSsr(['anthropologie', 'free-people']);
  const rows = await ssr.api.db.query<{ slug: string; legal: boolean | null }>(
    `SELECT slug, (flags->>'removeForLegalReasons')::boolean AS legal FROM products
     WHERE brand_id = 'anthropologie' AND product_type = 'standard' ORDER BY slug`,
  );
  product = rows.find((row) => !row.legal)!.slug;
  legalProduct = rows.find((row) => row.legal)?.slug;
}, 180_000);
afterAll(() => ssr?.close());

const get = (url: string, options?: Parameters<SsrHarness['get']>[2]) =>
  ssr.get('anthropologie', url, options);
const robotsMeta = (page: SsrPage) => /<meta name="robots" content="([^"]+)">/.exec(page.html)?.[1];
const beforeScripts = (page: SsrPage) => page.html.slice(0, page.html.indexOf('<script'));

describe('status codes (shell spec §2.2)', () => {
  it('200 for the home page, with the home content from content entries', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers['Content-Type']).toMatch(/text\/html/);
    expect(page.html).toContain('<html lang="en-US">');
  });

  it('301 for a trailing slash on a brand without one, and the reverse on a brand with one', async () => {
    expect(await get('/cart/')).toMatchObject({ status: 301, headers: { Location: '/cart' } });
    const fp = await ssr.get('free-people', '/uk/cart?x=1');
    expect(fp).toMatchObject({ status: 301, headers: { Location: '/uk/cart/?x=1' } });
  });

  it('200 on a trailing-slash brand: links keep the slash, redirects land on the slashed path', async () => {
    const home = await ssr.get('free-people', '/uk/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="en-GB">');
    expect(home.html).toContain('href="/uk/cart/"');
    const cart = await ssr.get('free-people', '/uk/cart/');
    expect(cart.status).toBe(200);
    expect(cart.headers['X-Robots-Tag']).toBe('noindex, follow');
    const moved = await ssr.get('free-people', '/uk/store-locator/');
    expect({ status: moved.status, location: moved.headers.Location }).toEqual({
      status: 301,
      location: '/uk/stores/',
    });
  });

  // Catalogue spec §3 (pickup facets need selectedStores; §7 validation): a pickup filter in the
  // URL never fails the page. Without ?store= it is dropped; with a store the brand does not
  // have (the API's 400), the same listing without the store and its pickup facets.
  it('a listing with pickup filters: 200 without a store, 302 without an unknown store, 200 with a real one', async () => {
    expect((await get('/dresses?pickup=true')).status).toBe(200);
    expect(await get('/dresses?store=NOPE-1&pickup=true&colorway=Blue&page=2')).toMatchObject({
      status: 302,
      headers: { Location: '/dresses?colorway=Blue' },
    });
    expect(await get('/search?q=dress&store=NOPE-1&pickup=true')).toMatchObject({
      status: 302,
      headers: { Location: '/search?q=dress' },
    });
    const [store] = await ssr.api.db.query<{ store_number: string }>(
      `SELECT store_number FROM stores WHERE brand_id = 'anthropologie' ORDER BY store_number LIMIT 1`,
    );
    const page = await get(`/dresses?store=${store!.store_number}&pickup=true`);
    expect(page.status).toBe(200);
  });

  it('301 for double slashes', async () => {
    expect(await get('/en-gb//cart')).toMatchObject({
      status: 301,
      headers: { Location: '/en-gb/cart' },
    });
  });

  it('301 for a path that starts with a host-like segment, never the page it names (issue 10 §6)', async () => {
    // new URL('//evil.example/dresses', base) reads evil.example as a host: the page rendered 200.
    expect(await get('//evil.example/dresses')).toMatchObject({
      status: 301,
      headers: { Location: '/evil.example/dresses' },
    });
    expect((await get('/evil.example/dresses')).status).toBe(404);
  });

  it("301 to a product's own path form, keeping the query (catalogue spec §2 configurable versus standard)", async () => {
    const slugOf = async (type: string) =>
      (
        await ssr.api.db.query<{ slug: string }>(
          `SELECT slug FROM products WHERE brand_id = 'anthropologie' AND product_type = $1
             AND coalesce((flags->>'removeForLegalReasons')::boolean, false) = false
           ORDER BY slug LIMIT 1`,
          [type],
        )
      )[0]!.slug;
    const madeToOrder = await slugOf('mto');
    expect(await get(`/shop/${madeToOrder}?color=001`)).toMatchObject({
      status: 301,
      headers: { Location: `/shop/mto/${madeToOrder}?color=001` },
    });
    expect((await get(`/shop/mto/${madeToOrder}`)).status).toBe(200);
    expect(await get(`/en-gb/shop/mto/${product}`)).toMatchObject({
      status: 301,
      headers: { Location: `/en-gb/shop/${product}` },
    });
    const bundle = await slugOf('bundle');
    expect(await get(`/shop/${bundle}`)).toMatchObject({
      status: 301,
      headers: { Location: `/shop/bundle/${bundle}` },
    });
    // /shop/style/{slug} and /shop/product/{slug} serve any product (§2).
    expect((await get(`/shop/style/${madeToOrder}`)).status).toBe(200);
    expect((await get(`/shop/product/${product}`)).status).toBe(200);
  });

  it('301 from /account to /account/dashboard', async () => {
    expect(await get('/en-gb/account')).toMatchObject({
      status: 301,
      headers: { Location: '/en-gb/account/dashboard' },
    });
  });

  it('404 with a not-found page (not indexed) for an unknown path', async () => {
    const page = await get('/no-such-page-here');
    expect(page.status).toBe(404);
    expect(robotsMeta(page)).toBe('noindex, follow');
    expect(page.headers['X-Robots-Tag']).toBe('noindex, follow');
    expect(beforeScripts(page)).toContain('Page Not Found');
    expect((await get('/a/b/c/d')).status).toBe(404);
  });

  it('404 for non-content prefixes', async () => {
    expect((await get('/shop/sizeguides/dresses')).status).toBe(404);
  });

  it('301 from the redirect lookup, keeping the query; 302 when the lookup says so', async () => {
    expect(await get('/store-locator?utm=x')).toMatchObject({
      status: 301,
      headers: { Location: '/stores?utm=x' },
    });
    expect((await get('/holiday-gift-guide')).status).toBe(302);
    expect(await get('/en-gb/store-locator')).toMatchObject({
      status: 301,
      headers: { Location: '/en-gb/stores' },
    });
  });

  it('301 to the home context path with the force-redirect flag', async () => {
    const page = await get('/en-gb/gone-page?forceRedirect=1');
    expect({ status: page.status, location: page.headers.Location }).toEqual({
      status: 301,
      location: '/en-gb',
    });
  });

  it('mock order answers 404 unless its flag is on, and for an id it has no demo for', async () => {
    expect((await get('/mock-order/standard')).status).toBe(404);
    expect((await get('/mock-order/standard?enableMockOrders=true')).status).toBe(200);
    expect((await get('/mock-order/m1?enableMockOrders=true')).status).toBe(404);
  });

  it('451 for a product removed for legal reasons', async () => {
    expect(legalProduct, 'the seed has a legal-removal product').toBeDefined();
    const page = await get(`/shop/${legalProduct}`);
    expect(page.status).toBe(451);
    expect(robotsMeta(page)).toContain('noindex');
  });

  it('500 with the global 500 message when the API fails', async () => {
    const client = ssr.api.client();
    await client.post('/__test/faults', {
      pathPrefix: '/catalog/v1/an-us/pools',
      fault: '500',
      times: 5,
    });
    // A server failure is logged (the API call, then the page): an expected error here.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const page = await get(`/shop/${product}`);
      expect(page.status).toBe(500);
      expect(page.html).toContain('Oops! Something went wrong on our end.');
      expect(robotsMeta(page)).toBe('noindex, follow');
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        '[storefront:api]',
        '[storefront:app] Page failed',
      ]);
    } finally {
      await client.request('DELETE', '/__test/faults');
    }
  });

  it('sub-brand deny list: a full reload at the root context with a flag (behind its flag)', async () => {
    const page = await get('/anthrohome/checkout?enableSubBrandDenyReload=true');
    expect(page.status).toBe(302);
    expect(page.headers.Location).toBe('/checkout?subBrandReload=1');
  });
});

describe('robots (shell spec §2.2)', () => {
  it.each([
    ['/', 'index, follow'],
    ['/cart', 'noindex, follow'],
    ['/search', 'noindex, follow'],
    ['/checkout/order-confirmation?orderNumber=AN100000001', 'noindex, follow'],
    ['/account/dashboard', 'noindex, follow'],
    ['/content-preview', 'noindex, follow'],
    ['/about-us', 'index, follow'],
  ])('%s: %s in the meta tag and X-Robots-Tag', async (url, robots) => {
    const page = await get(url);
    expect(robotsMeta(page)).toBe(robots);
    expect(page.headers['X-Robots-Tag']).toBe(robots);
  });

  it('webview forces noindex, nofollow (query or header) and hides header and footer', async () => {
    for (const page of [
      await get('/about-us?webview=true'),
      await get('/about-us', { headers: { 'x-storefront-webview': 'true' } }),
    ]) {
      expect(robotsMeta(page)).toBe('noindex, nofollow');
      expect(page.headers['X-Robots-Tag']).toBe('noindex, nofollow');
      expect(page.html).not.toContain('<header');
      expect(page.html).not.toContain('<footer');
    }
  });

  it('webview on a protected route redirects to the login path with returnUrl and webview=true', async () => {
    const page = await get('/account/payments?webview=true');
    expect(page.status).toBe(302);
    expect(page.headers.Location).toBe(
      `/login?returnUrl=${encodeURIComponent('/account/payments?webview=true')}&webview=true`,
    );
  });
});

describe('layout from route meta (shell spec §2.3)', () => {
  it('full header on the home page (HeaderStandard): h1 logo to the root with ref=logo, nav, search, favourites, cart, sign in', async () => {
    const page = await ssr.get('free-people', '/');
    const html = beforeScripts(page);
    expect(html).toContain('sf-header--full');
    expect(html).toMatch(/<h1 class="sf-logo"><a class="sf-logo__link" href="\/\?ref=logo"/);
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toContain('role="search"');
    expect(html).toContain('>Favorites<');
    expect(html).toContain('Sign In / Sign Up');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('href="#main"');
    expect(html).toContain('sf-footer--full');
  });

  it('the logo is not an h1 off the home page', async () => {
    expect(beforeScripts(await ssr.get('free-people', '/cart/'))).toMatch(/<div class="sf-logo">/);
  });

  // Anthropologie's brand.json names "header": "HeaderBrandTabs" (issue 8: the config key is read).
  it('brand tabs in place of the logo where the brand picks HeaderBrandTabs (shell spec §2.3, §3.3)', async () => {
    const home = beforeScripts(await get('/'));
    expect(home).toContain('sf-header--tabs');
    expect(home).not.toContain('sf-logo__link');
    // On the home page the tabs are the h1 (route meta logoIsH1); each links with ref=tab and,
    // Anthropologie animating its tabs (brand.json animateTabs), the animate flag (§2.3).
    expect(home).toMatch(/<h1 class="sf-brand-tabs__title"><ul class="sf-brand-tabs">/);
    expect(home).toMatch(/<a[^>]* aria-current="page"[^>]* href="\/\?ref=tab&amp;animate=1"/);
    expect(home).toMatch(/href="\/anthrohome\?ref=tab&amp;animate=1"/);
    expect(home).toContain('Main navigation');
    // Under the sub-brand's pseudo-path its tab is the current one.
    const subBrand = beforeScripts(await get('/anthrohome'));
    expect(subBrand).toMatch(
      /<a[^>]* aria-current="page"[^>]* href="\/anthrohome\?ref=tab&amp;animate=1"/,
    );
    // Opened by a tab (its animate=1), the page's tabs animate from the server's HTML on.
    expect(beforeScripts(await get('/anthrohome?ref=tab&animate=1'))).toContain(
      '<ul class="sf-brand-tabs sf-brand-tabs--animated">',
    );
    expect(subBrand).toContain('<ul class="sf-brand-tabs">');
    expect(subBrand).not.toContain('<h1 class="sf-brand-tabs__title">');
    // Shell spec §2.1: a sub-brand's tab only on the sites it is enabled on (an-us, an-ca), so a
    // French page never links to /fr-fr/anthrohome, which is not a route there.
    const french = beforeScripts(await get('/fr-fr'));
    expect(french).toMatch(/href="\/fr-fr\?ref=tab&amp;animate=1"/);
    expect(french).not.toContain('anthrohome?ref=tab');
  });

  it('checkout sends an empty bag to /cart, and a step with a cart is not indexed (catalogue spec §2)', async () => {
    expect(await get('/checkout')).toMatchObject({ status: 302, headers: { Location: '/cart' } });
    const page = await get('/checkout/payment', { cookies: await shopperReadyToPay() });
    expect(page.status).toBe(200);
    expect(robotsMeta(page)).toBe('noindex, follow');
    expect(page.headers['X-Robots-Tag']).toBe('noindex, follow');
  });

  it('slim header and footer on checkout steps: logo only, no nav or search', async () => {
    const html = beforeScripts(
      await get('/checkout/payment', { cookies: await shopperReadyToPay() }),
    );
    expect(html).toContain('sf-header--slim');
    expect(html).toContain('sf-footer--slim');
    expect(html).not.toContain('aria-label="Main navigation"');
    expect(html).not.toContain('role="search"');
    expect(html).not.toContain('sf-promo');
    // A guest has no call-centre scope: no call-centre header.
    expect(html).not.toContain('Call Center Checkout');
  });

  it('full header again on the order confirmation', async () => {
    expect(
      beforeScripts(await get('/checkout/order-confirmation?orderNumber=AN100000001')),
    ).toContain('sf-header--full');
  });

  it('a protected page opens the Sign In dialog for a guest, with the placeholder page under it', async () => {
    const html = beforeScripts(await get('/account/dashboard'));
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toMatch(/<h2 id="[^"]+" class="sf-modal__title">Sign In<\/h2>/);
    expect(html).toContain('My Account</h1>');
  });

  it('placeholder pages name the page in an h1', async () => {
    expect(beforeScripts(await get('/order-tracking'))).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(beforeScripts(await get('/anthrohome'))).toContain('AnthroHome</h1>');
  });
});

describe('pages rendered for real', () => {
  it('a content page: its text is in the HTML before any script', async () => {
    const page = await get('/en-gb/about-us');
    expect(page.status).toBe(200);
    expect(beforeScripts(page)).toContain('Our Story</h1>');
    expect(page.html).toContain('<title>Our Story | Anthropologie</title>');
    expect(page.html).toMatch(/<meta name="description" content="[^"]+">/);
  });

  it('a help page under /help/{slug}; a landing slug is not a help page', async () => {
    expect((await get('/help/shipping')).status).toBe(200);
    expect((await get('/help/about-us')).status).toBe(404);
  });

  it('a product page: name and price before any script', async () => {
    const page = await get(`/shop/${product}`);
    expect(page.status).toBe(200);
    const html = beforeScripts(page);
    expect(html).toMatch(/<h1 id="sf-product-name"[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/\$\d/);
  });

  it('a navigation category under the catch-all renders a listing with tiles', async () => {
    const brand = ssr.brands.get('anthropologie')!;
    const category = brand.content.navigation.items.find(
      (item) => item.slug && item.typeCode === 'DEFAULT',
    );
    expect(category).toBeDefined();
    const page = await get(`/${category!.slug}`);
    expect(page.status).toBe(200);
    expect(beforeScripts(page)).toContain('class="sf-tile"');
  });

  it('the page is in the site language: a French site renders French engine strings', async () => {
    const page = await get('/fr-fr/cart');
    expect(page.html).toContain('<html lang="fr-FR">');
    expect(page.html).not.toContain('Skip to main content');
  });
});

describe('document (DESIGN §5, §8)', () => {
  it('every inline script and style carries the nonce', async () => {
    const page = await get('/');
    const scripts = page.html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${NONCE}"`);
    const styles = page.html.match(/<style[^>]*>/g) ?? [];
    for (const tag of styles) expect(tag).toContain(`nonce="${NONCE}"`);
  });

  it('the theme tokens are CSS custom properties in the head', async () => {
    const page = await get('/');
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toMatch(/<style nonce="[^"]+">:root\{--sf-color-primary:#[0-9a-f]{6};/i);
  });

  it('the page state is JSON that cannot close its script element', async () => {
    const page = await get('/search?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    const state = /<script type="application\/json" id="sf-state"[^>]*>([\s\S]*?)<\/script>/.exec(
      page.html,
    )?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('</script');
    const parsed = JSON.parse(state!) as { siteId: string; queries: { queries: unknown[] } };
    expect(parsed.siteId).toBe('an-us');
  });

  it('the react-query cache is dehydrated into the page', async () => {
    const page = await get('/en-gb/about-us');
    const state = /id="sf-state"[^>]*>([\s\S]*?)<\/script>/.exec(page.html)![1]!;
    const parsed = JSON.parse(state) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(
      parsed.queries.queries.some((query) => JSON.stringify(query.queryKey).includes('about-us')),
    ).toBe(true);
  });

  it('hreflang alternates for the same page on every sister site, and x-default', async () => {
    const page = await get('/en-gb/about-us');
    expect(page.html).toContain(
      '<link rel="alternate" hreflang="en-GB" href="http://anthropologie.localhost/en-gb/about-us">',
    );
    expect(page.html).toContain(
      '<link rel="alternate" hreflang="fr-FR" href="http://anthropologie.localhost/fr-fr/about-us">',
    );
    expect(page.html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://anthropologie.localhost/about-us">',
    );
  });
});

describe('returnUrl is honoured only when same-origin relative (DESIGN §8)', () => {
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    '%s lands on the site root',
    async (attack) => {
      const page = await get(`/login?returnUrl=${encodeURIComponent(attack)}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<input type="hidden" name="returnUrl" value="/"/>');
      expect(page.html).not.toMatch(/(href|value|action)="(https?:)?\/\/evil/);
      expect(page.html).not.toContain('javascript:');
    },
  );

  it('a same-origin relative path is kept', async () => {
    const page = await get(`/login?returnUrl=${encodeURIComponent('/account/orders')}`);
    expect(page.html).toContain('<input type="hidden" name="returnUrl" value="/account/orders"/>');
  });
});

/** A signed-in shopper's token cookie, from the API's own login call. */
async function signIn(
  role: 'shopper' | 'agent',
  readyToPay = false,
): Promise<Record<string, string>> {
  const client = ssr.api.client();
  await client.post('/auth/v0/an-us/tokens/guest');
  const login = await client.post('/auth/v0/an-us/tokens/login', {
    email: `${role}@anthropologie.example`,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  if (readyToPay) await readyForPayment(client, 'an-us', [await addProduct(ssr.api.db)]);
  return { sf_token: client.cookie('sf_token')! };
}

/** A guest with a bag, a shipping address and a delivery option: the payment step renders. */
async function shopperReadyToPay(): Promise<Record<string, string>> {
  const client = ssr.api.client();
  await client.post('/auth/v0/an-us/tokens/guest');
  await readyForPayment(client, 'an-us', [await addProduct(ssr.api.db)]);
  return { sf_token: client.cookie('sf_token')! };
}

describe('signed-in shoppers (shell spec §2.2, §2.3)', () => {
  it('an authorized shopper sees the account page without the Sign In dialog', async () => {
    const page = await get('/account/dashboard', { cookies: await signIn('shopper') });
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('role="dialog"');
    expect(page.html).toContain('My Account');
  });

  it('a call-centre agent gets the call-centre header on checkout, not on the home page', async () => {
    const cookies = await signIn('agent', true);
    expect(beforeScripts(await get('/checkout/payment', { cookies }))).toContain(
      'Call Center Checkout',
    );
    expect(beforeScripts(await get('/', { cookies }))).not.toContain('Call Center Checkout');
  });

  it.each([
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/account/orders', '/account/orders'],
  ])('login with returnUrl=%s redirects a signed-in shopper to %s', async (returnUrl, location) => {
    const page = await get(`/login?returnUrl=${encodeURIComponent(returnUrl)}`, {
      cookies: await signIn('shopper'),
    });
    expect(page.status).toBe(302);
    expect(page.headers.Location).toBe(location);
  });
});

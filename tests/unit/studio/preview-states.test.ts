import { describe, expect, it } from 'vitest';
import { SITE_CHOICE_COOKIE } from '../../../engine/domain/shell/site-switch-banner.ts';
import {
  previewCookies,
  previewNotes,
  withConsentBanner,
} from '../../../studio/server/preview-states.tsx';
import { loadBrand } from '../../support/brands.ts';

/**
 * Issue 16: "the preview shows the site-switch and consent states on demand". The preview runs no
 * script, so each state is put in the server's HTML, and a state the site would not show is
 * explained (shell spec §4: the site-switch banner, the consent banner on EU and UK sites).
 */
const anthropologie = loadBrand('anthropologie');
const terrain = loadBrand('terrain');
const site = (brand: typeof anthropologie, id: string) => brand.sites[id]!;
const PAGE = '<html><body><main>Page</main><script>1</script></body></html>';

describe('previewCookies', () => {
  it('gives the cookie of a shopper who chose another site of the brand before', () => {
    const cookies = previewCookies(anthropologie, site(anthropologie, 'an-fr'), {
      siteSwitch: true,
    });
    expect(cookies[SITE_CHOICE_COOKIE]).toMatch(/^an-/);
    expect(cookies[SITE_CHOICE_COOKIE]).not.toBe('an-fr');
  });

  it('gives no cookie when the state is not asked for', () => {
    expect(previewCookies(anthropologie, site(anthropologie, 'an-fr'), {})).toEqual({});
  });
});

describe('previewNotes', () => {
  it('says nothing where both states show', () => {
    expect(
      previewNotes(anthropologie, site(anthropologie, 'an-fr'), {
        siteSwitch: true,
        consent: true,
      }),
    ).toEqual([]);
  });

  it('explains a consent banner a site consented by default never shows', () => {
    const notes = previewNotes(anthropologie, site(anthropologie, 'an-us'), { consent: true });
    expect(notes).toEqual([expect.stringContaining('an-us is consented by default')]);
  });

  it('names the key that turns the site-switch banner off for a brand', () => {
    const id = Object.keys(terrain.sites)[0]!;
    expect(previewNotes(terrain, site(terrain, id), { siteSwitch: true })).toEqual([
      expect.stringContaining('content/footer.json siteSwitching.enabled is false'),
    ]);
  });
});

describe('withConsentBanner', () => {
  it("puts the site's consent banner, in its language, at the end of the page's body", async () => {
    const html = await withConsentBanner(PAGE, anthropologie, site(anthropologie, 'an-fr'));
    expect(html).toContain('<main>Page</main>');
    expect(html).toMatch(/<script>1<\/script><section class="sf-consent"[^]*<\/section><\/body>/);
    expect(html).toContain('Le respect de votre vie privée');
    expect(html).toContain('Tout accepter');
  });

  it('leaves a page of a site consented by default as it is', async () => {
    expect(await withConsentBanner(PAGE, anthropologie, site(anthropologie, 'an-us'))).toBe(PAGE);
  });
});

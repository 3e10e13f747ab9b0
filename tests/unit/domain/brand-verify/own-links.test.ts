import { describe, expect, it } from 'vitest';
import { anchorHrefs, ownPageLinks } from '../../../../engine/domain/brand-verify/own-links.ts';

const home = 'http://anthropologie.localhost:3201/fr-fr';

describe("a page's links to the brand's own pages", () => {
  // issue 15 Deliver (verify): links between the brand's own pages resolve; hrefs are CMS text.
  it('keeps same-origin page paths, without query or fragment, once each', () => {
    expect(
      ownPageLinks(
        [
          '/fr-fr/dresses?ref=nav',
          '/fr-fr/dresses#top',
          'http://anthropologie.localhost:3201/fr-fr/stores',
          'gifts',
          '#main',
          '',
          'https://www.instagram.com/anthropologie',
          'mailto:help@example.com',
          'javascript:alert(1)',
          '/static/brands/anthropologie/hero.svg',
          '/assets/entry-abc12345.js',
          '/api/catalog/v1',
          'http://free-people.localhost:3201/',
          'http://[bad',
        ],
        home,
      ),
    ).toEqual(['/fr-fr/dresses', '/fr-fr/stores', '/gifts']);
  });

  it('reads the hrefs of anchors, entities decoded', () => {
    expect(
      anchorHrefs(
        '<a class="x" href="/a?b=1&amp;c=2">A</a><link href="/x.css"><a\nhref="/b">B</a>',
      ),
    ).toEqual(['/a?b=1&c=2', '/b']);
  });
});

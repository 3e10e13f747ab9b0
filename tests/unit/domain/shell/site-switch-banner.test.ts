import { describe, expect, it } from 'vitest';
import {
  parseRememberedSites,
  rememberSite,
  showSiteSwitchBanner,
} from '../../../../engine/domain/shell/site-switch-banner.ts';
import type { SiteSwitchBannerInput } from '../../../../engine/domain/shell/site-switch-banner.ts';

const BASE: SiteSwitchBannerInput = {
  siteSwitching: { enabled: true },
  appEnabled: true,
  routeDisabled: false,
  contentPreview: false,
  currentSite: 'an-fr',
  rememberedSites: ['an-us'],
  autoSwitched: false,
  ref: null,
};

// shell spec §4 (site-switch banner), §2.2 (Content Preview)
describe('the site-switch banner (shell spec §4)', () => {
  it.each<[string, Partial<SiteSwitchBannerInput>, boolean]>([
    ['current site differs from the remembered one', {}, true],
    ['no site-switch setting', { siteSwitching: undefined }, false],
    ['site switching turned off', { siteSwitching: { enabled: false } }, false],
    ['the app config disables it', { appEnabled: false }, false],
    ['route meta disableSiteSwitchBanner', { routeDisabled: true }, false],
    ['Content Preview suppresses it (§2.2)', { contentPreview: true }, false],
    ['current site is a remembered one', { rememberedSites: ['an-us', 'an-fr'] }, false],
    ['nothing remembered, no auto-switch', { rememberedSites: [] }, false],
    [
      'nothing remembered, an auto-switch happened',
      { rememberedSites: [], autoSwitched: true },
      true,
    ],
    ['ref=footer', { ref: 'footer' }, false],
    ['ref is the auto-switch marker', { ref: 'auto-switch' }, false],
    ['another ref', { ref: 'logo' }, true],
  ])('%s', (_name, change, expected) => {
    expect(showSiteSwitchBanner({ ...BASE, ...change })).toBe(expected);
  });

  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['an-us', ['an-us']],
    ['an-us, an-fr', ['an-us', 'an-fr']],
    ['<script>,an-uk', ['an-uk']],
    ['__proto__,an-de', ['an-de']],
  ])('the cookie %j is read as %j (hostile values dropped)', (cookie, expected) => {
    expect(parseRememberedSites(cookie)).toEqual(expected);
  });

  it('choosing a site puts it first in the cookie, once (hides the banner)', () => {
    expect(rememberSite('an-us,an-fr', 'an-fr')).toBe('an-fr,an-us');
    expect(
      showSiteSwitchBanner({
        ...BASE,
        rememberedSites: parseRememberedSites(rememberSite('an-us', 'an-fr')),
      }),
    ).toBe(false);
  });
});

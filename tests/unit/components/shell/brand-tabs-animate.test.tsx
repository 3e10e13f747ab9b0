// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandTabs } from '../../../../engine/components/shell/header/brand-tabs.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { screen } from '../../../support/screen.ts';

/**
 * Shell spec §2.3: sub-brand tab links are the context root plus the brand id, with ref=tab and "a
 * flag equal to 1 that animates brand tabs". The header's real tabs: a brand that animates them
 * (HeaderBrandTabs animateTabs) links each tab with animate=1, and a page opened with that flag
 * (by a tab, client-side or as a full page load from the server) animates its tabs; any other
 * visit shows them still.
 */
const i18n = await createI18n('en-US');

const env = {
  brand: {
    id: 'anthropologie',
    settings: {
      name: 'Anthropologie',
      routing: { trailingSlash: false, subBrands: [{ id: 'anthrohome', sites: ['an-us'] }] },
    },
    content: {
      header: {
        tabs: [
          { brand: 'anthropologie', url: '/', image: '/a.svg', siteName: 'Anthropologie' },
          { brand: 'anthrohome', url: '/anthrohome', image: '/h.svg', siteName: 'AnthroHome' },
        ],
      },
    },
  },
  site: { id: 'an-us', contextPath: '', defaultLocale: 'en-US' },
  locale: 'en-US',
  flags: {},
} as unknown as AppEnv;

function tabs(url: string, animate: boolean) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppEnvProvider env={env}>
        <I18nProvider i18n={i18n}>
          <BrandTabs asH1={false} animate={animate} />
        </I18nProvider>
      </AppEnvProvider>
    </MemoryRouter>
  );
}

const hrefs = () =>
  screen.getAllByRole('link').map((link: HTMLElement) => link.getAttribute('href') ?? '');

const animated = () => screen.getByRole('list').classList.contains('sf-brand-tabs--animated');

afterEach(() => cleanup());

describe('brand tabs and the animate flag (shell spec §2.3)', () => {
  it('a brand that animates its tabs links each with ref=tab and animate=1', () => {
    render(tabs('/', true));
    expect(hrefs()).toEqual(['/?ref=tab&animate=1', '/anthrohome?ref=tab&animate=1']);
  });

  it('a brand that does not: ref=tab only', () => {
    render(tabs('/', false));
    expect(hrefs()).toEqual(['/?ref=tab', '/anthrohome?ref=tab']);
  });

  it('the page a tab opened (animate=1) animates its tabs, the current one marked', () => {
    render(tabs('/anthrohome?ref=tab&animate=1', true));
    expect(animated()).toBe(true);
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      '/anthrohome?ref=tab&animate=1',
    );
  });

  it.each(['/anthrohome', '/anthrohome?ref=tab', '/anthrohome?animate=0', '/?animate=yes'])(
    '%s: the tabs stay still',
    (url) => {
      render(tabs(url, true));
      expect(animated()).toBe(false);
    },
  );

  it('the flag animates whatever the brand links with (a shared link with animate=1)', () => {
    render(tabs('/?animate=1', false));
    expect(animated()).toBe(true);
  });

  it("the server's HTML of a page opened by a tab carries the animation (a full page load)", () => {
    expect(renderToString(tabs('/anthrohome?ref=tab&animate=1', true))).toContain(
      '<ul class="sf-brand-tabs sf-brand-tabs--animated">',
    );
    expect(renderToString(tabs('/anthrohome', true))).toContain('<ul class="sf-brand-tabs">');
  });
});

// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainNavigation } from '../../../../engine/components/shell/header/main-navigation.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { screen } from '../../../support/screen.ts';

/**
 * Shell spec §8: 'No SuperNav L1s found' is logged when the navigation has no top-level item. The
 * header then draws no empty navigation landmark (an empty "Main navigation" is noise to a screen
 * reader) and logs the message once, with the engine's greppable prefix; items for other sites
 * only, or hidden ones (NO_NAV), count as none.
 */
const i18n = await createI18n('en-US');
const MESSAGE = '[storefront:header] No SuperNav L1s found';

function item(itemId: string, extra: Record<string, unknown> = {}) {
  return {
    itemId,
    slug: itemId,
    typeCode: 'CATEGORY',
    displayName: itemId[0]!.toUpperCase() + itemId.slice(1),
    navigationDisplayPreferences: {},
    navigationItems: [],
    ...extra,
  };
}

function mount(items: unknown[]) {
  const env = {
    brand: {
      settings: { routing: { trailingSlash: false } },
      content: { navigation: { items } },
    },
    site: { id: 'ac-us', defaultLocale: 'en-US' },
    locale: 'en-US',
    flags: {},
  } as unknown as AppEnv;
  return render(
    <MemoryRouter>
      <AppEnvProvider env={env}>
        <I18nProvider i18n={i18n}>
          <MainNavigation />
        </I18nProvider>
      </AppEnvProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("'No SuperNav L1s found' (shell spec §2.3, §8)", () => {
  it.each([
    ['no items at all', []],
    ['items for other sites only', [item('clothing', { sites: ['ac-uk'] })]],
    ['hidden items only (NO_NAV)', [item('hidden', { typeCode: 'NO_NAV' })]],
  ])('%s: logs the message once and draws no navigation', (_case, items) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = mount(items);
    expect(warn.mock.calls).toEqual([[MESSAGE]]);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('with a top-level item for the site: the navigation and no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount([item('clothing', { sites: ['ac-uk'] }), item('dresses'), item('home')]);
    expect(warn).not.toHaveBeenCalled();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      Array.from(nav.querySelectorAll('a'), (link: HTMLAnchorElement) => link.textContent),
    ).toEqual(['Dresses', 'Home']);
  });
});

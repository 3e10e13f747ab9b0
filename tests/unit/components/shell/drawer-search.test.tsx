// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Hamburger } from '../../../../engine/components/shell/header/hamburger.tsx';
import { SearchForm } from '../../../../engine/components/shell/header/search-form.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { ApiProviders, idleApi } from '../../../support/idle-api.tsx';
import { screen } from '../../../support/screen.ts';

/**
 * Shell spec §2.3, §4: the mobile navigation closes when search opens. The drawer and the header's
 * search box are the real ones: the drawer listens for focus entering the search landmark, so a
 * search form that lost its role, or a drawer that stopped listening, fails here.
 */
const i18n = await createI18n('en-US');

function envFor(apis: ReturnType<typeof idleApi>): AppEnv {
  return {
    brand: {
      settings: { name: 'Acme', routing: { trailingSlash: false } },
      content: { navigation: { items: [] } },
    },
    site: {
      id: 'ac-us',
      contextPath: '',
      defaultLocale: 'en-US',
      limits: {
        breakpoints: { xs: 0, s: 568, m: 768, l: 1025, xl: 1441 },
        timings: { resizeDebounceMs: 200 },
      },
    },
    sites: { list: [] },
    locale: 'en-US',
    flags: {},
    side: 'client',
    ...apis,
  } as unknown as AppEnv;
}

function mount() {
  const apis = idleApi();
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppEnvProvider env={envFor(apis)}>
        <ApiProviders env={apis}>
          <I18nProvider i18n={i18n}>
            <Hamburger />
            <SearchForm />
            <button type="button">Elsewhere</button>
          </I18nProvider>
        </ApiProviders>
      </AppEnvProvider>
    </MemoryRouter>,
  );
}

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy());
}

afterEach(() => cleanup());

describe('the mobile drawer and search (shell spec §2.3, §4)', () => {
  it('closes when the search box gets focus, without taking focus back to the hamburger', async () => {
    mount();
    await openDrawer();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    act(() => box.focus());
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // Search is where the shopper went: focus stays in the box.
    expect(document.activeElement).toBe(box);
  });

  it('stays open when focus moves anywhere outside the search landmark', async () => {
    mount();
    await openDrawer();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});

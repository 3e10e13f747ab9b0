// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../engine/api/index.ts';
import { AccountLink } from '../../../../engine/components/shell/header/account-link.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';
import { ApiProviders } from '../../../support/idle-api.tsx';
import { screen } from '../../../support/screen.ts';

/**
 * Shell spec §2.3, §6: the account link shows an alert mark '!' when the signed-in user is not a
 * phone user. The header's real account link, against an API that answers the session and the
 * profile: the mark is drawn with an accessible name (the '!' itself is hidden from screen
 * readers, which read the reason instead), and only for a profile without a phone number.
 */
const i18n = await createI18n('en-US');
const ALERT = 'Add your phone number to help keep your account secure';

/**
 * The link's accessible name, spaces aside: Chromium separates the label and the mark's text (both
 * positioned or inline-grid boxes), jsdom applies no CSS and joins them.
 */
const named = (expected: string) => (name: string) =>
  name.replace(/\s+/g, '') === expected.replace(/\s+/g, '');

function mount(profile: Record<string, unknown>) {
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: AN_US,
    fetch: async (input) => {
      const path = new URL(String(input)).pathname;
      const body = path.endsWith('/current')
        ? { scopes: ['registered', 'authorized'], authorized: true, siteId: 'an-us' }
        : path.endsWith('/me')
          ? { profileId: 'p-1', emailAddress: 'ada@example.com', ...profile }
          : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const apis = { api, queryClient: new QueryClient() };
  const env = {
    brand: { settings: { routing: { trailingSlash: false } } },
    site: { id: 'an-us', contextPath: '', defaultLocale: 'en-US' },
    locale: 'en-US',
    flags: {},
    side: 'client',
    ...apis,
  } as unknown as AppEnv;
  render(
    <MemoryRouter>
      <AppEnvProvider env={env}>
        <ApiProviders env={apis}>
          <I18nProvider i18n={i18n}>
            <AccountLink />
          </I18nProvider>
        </ApiProviders>
      </AppEnvProvider>
    </MemoryRouter>,
  );
  return apis.queryClient;
}

afterEach(() => cleanup());

describe("the account link's '!' mark (shell spec §2.3, §6)", () => {
  it('a user without a phone number: My Account carries the mark, named by its reason', async () => {
    const queries = mount({});
    const link = await screen.findByRole('link', { name: named(`My Account ${ALERT}`) });
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    const mark = link.querySelector('.sf-account__alert');
    expect(mark?.textContent).toBe(`!${ALERT}`);
    // The glyph is decoration; the name is the reason.
    const glyph: Element[] = Array.from(mark?.querySelectorAll('[aria-hidden="true"]') ?? []);
    expect(glyph.map((node) => node.textContent)).toEqual(['!']);
  });

  it('a phone user: My Account without the mark', async () => {
    const queries = mount({ phone: { number: '2155550100' } });
    const link = await screen.findByRole('link', { name: 'My Account' });
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    // The session and the profile have answered: the mark is left out, not still to come.
    expect(
      queries
        .getQueryCache()
        .findAll()
        .map((query) => query.state.status),
    ).toEqual(['success', 'success']);
    expect(link.querySelector('.sf-account__alert')).toBeNull();
    expect(link.textContent).not.toContain('!');
  });
});

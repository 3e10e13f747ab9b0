// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../../../engine/api/api-context.ts';
import { createApiClient } from '../../../../engine/api/index.ts';
import { RegistryGiftCards } from '../../../../engine/components/registry/registry-gift-cards.tsx';
import type { RegistryNotice } from '../../../../engine/components/registry/use-registry-notice.ts';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import type { Registry } from '../../../../schemas/api/generated/types.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';
import { screen } from '../../../support/screen.ts';

/**
 * Whether a registry accepts gift cards, changed by its owner (catalogue spec §3 Registry:
 * accept_gift_cards; §4 a stale version tells the owner what changed): the PATCH carries the
 * registry's version; a success is said; a 409 reloads the registry and says what it holds now.
 */
const i18n = await createI18n('en-US');

const REGISTRY = {
  id: 'reg-1',
  hid: '1234567890',
  version: 3,
  role: 'owner',
  event: { name: 'Robin’s Birthday', type: 'birthday', date: '2027-06-14' },
  accept_gift_cards: false,
  owners: [],
  items: [],
  meta: { item_count: 0, fulfilled_items: 0 },
} as unknown as Registry;

function mount(answer: { status: number; body: unknown }, fresh: Registry | undefined) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: AN_US,
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        path: new URL(String(input)).pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const notices: RegistryNotice[] = [];
  const reload = vi.fn(async () => fresh);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApiClientProvider client={api}>
        <I18nProvider i18n={i18n}>
          <AppEnvProvider env={{ api, site: {}, locale: 'en-US' } as unknown as AppEnv}>
            <RegistryGiftCards
              registry={REGISTRY}
              reload={reload}
              onNotice={(notice) => notices.push(notice)}
            />
          </AppEnvProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { sent, notices, reload };
}

const box = () => screen.getByRole('checkbox', { name: 'Accept gift cards' }) as HTMLInputElement;

afterEach(() => cleanup());

describe('the owner changes whether the registry accepts gift cards (catalogue spec §3 Registry, §4)', () => {
  it('sends accept_gift_cards with the version, reloads and says it', async () => {
    const saved = { ...REGISTRY, version: 4, accept_gift_cards: true };
    const { sent, notices, reload } = mount({ status: 200, body: saved }, saved);
    expect(box().checked).toBe(false);
    await act(async () => {
      fireEvent.click(box());
    });
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/registry/v1/an-us/reg-1',
        body: { version: 3, accept_gift_cards: true },
      },
    ]);
    expect(reload).toHaveBeenCalled();
    expect(notices).toEqual([{ kind: 'success', text: 'Your registry now accepts gift cards.' }]);
  });

  it('a stale version (409) reloads the registry and says what it holds now', async () => {
    const conflict = {
      code: 'REGISTRY_VERSION_CONFLICT',
      message: 'This registry was changed since it was loaded.',
      status: 409,
    };
    const { notices, reload } = mount(
      { status: 409, body: conflict },
      { ...REGISTRY, version: 5, accept_gift_cards: false },
    );
    await act(async () => {
      fireEvent.click(box());
    });
    expect(reload).toHaveBeenCalled();
    expect(notices).toEqual([
      {
        kind: 'problem',
        text: 'Your registry changed since this page opened, so your choice wasn’t saved. It doesn’t accept gift cards now: change it again if you wish.',
      },
    ]);
    expect(box().checked).toBe(false);
  });

  it('any other refusal is said, and the box shows what the registry holds', async () => {
    const { notices } = mount(
      { status: 400, body: { code: 'BAD_REQUEST', message: 'no', status: 400 } },
      REGISTRY,
    );
    await act(async () => {
      fireEvent.click(box());
    });
    expect(notices).toEqual([
      { kind: 'problem', text: 'We couldn’t save your gift card choice. Please try again.' },
    ]);
    expect(box().checked).toBe(false);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Overlays from '../../../../engine/components/modals/overlays.tsx';
import { showToast } from '../../../../engine/components/modals/toast-queue.ts';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { ApiProviders, idleApi } from '../../../support/idle-api.tsx';
import { screen } from '../../../support/screen.ts';

/**
 * Shell spec §4: route changes clear toasts. The page's overlays (the modal stack and the toasts)
 * are rendered under a router; a toast shown through the queue stays while the shopper stays on
 * the page (a hash or a query is not a new route) and goes when the path changes.
 */
const i18n = await createI18n('en-US');

function mount() {
  const apis = idleApi();
  const env = {
    brand: { settings: { routing: { trailingSlash: false } } },
    site: {
      id: 'ac-us',
      defaultLocale: 'en-US',
      // Long enough that no toast leaves by its own timer during a test.
      limits: { timings: { alertMs: 600_000, affirmativeMessageMs: 600_000 } },
    },
    locale: 'en-US',
    flags: {},
    side: 'client',
    ...apis,
  } as unknown as AppEnv;
  const page = () => (
    <AppEnvProvider env={env}>
      <ApiProviders env={apis}>
        <I18nProvider i18n={i18n}>
          <Overlays />
        </I18nProvider>
      </ApiProviders>
    </AppEnvProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/shop/dress', Component: page },
      { path: '/cart', Component: page },
    ],
    { initialEntries: ['/shop/dress'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => cleanup());

describe('toasts and route changes (shell spec §4)', () => {
  it('a route change clears every toast shown', async () => {
    const router = mount();
    act(() => {
      showToast({ message: 'Could not add to bag' });
      showToast({ message: 'Saved to favorites', messageType: 'success' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Could not add to bag');
    expect(screen.getByRole('status').textContent).toContain('Saved to favorites');

    await act(() => router.navigate('/cart'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    // The next page's toasts show as usual.
    act(() => showToast({ message: 'Bag updated', messageType: 'success' }));
    expect(screen.getByRole('status').textContent).toContain('Bag updated');
  });

  it('a hash or query change on the same page keeps them', async () => {
    const router = mount();
    act(() => showToast({ message: 'Could not add to bag' }));
    await act(() => router.navigate('/shop/dress?color=blue#reviews'));
    expect(screen.getByRole('alert').textContent).toContain('Could not add to bag');
  });
});

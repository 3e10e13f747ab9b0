// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartLineView } from '../../../../engine/components/cart/cart-line.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import type { Translator } from '../../../../engine/i18n/translator.ts';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import { screen } from '../../../support/screen.ts';
import { LINE, actionsWith, cartLineEnv } from './cart-line-fixtures.ts';

/**
 * A refused pickup store on the bag's lines (issue 12; catalogue spec §2 the invalid-pickup-location
 * flag): each line in the bag says the store can no longer take the order, and offers to ship
 * instead or to choose another store (the delivery step); saved lines and a cart without a refused
 * store say nothing of it.
 */
const translators: Record<string, Translator> = {
  'en-US': await createI18n('en-US'),
  'it-IT': await createI18n('it-IT'),
};

const ACTIONS = actionsWith();

const STORE = { storeNumber: '711', storeName: 'Walnut Street' };

function show(
  context: 'transactional' | 'later',
  pickupUnavailable: typeof STORE | undefined,
  locale = 'en-US',
) {
  const env = cartLineEnv(locale);
  // Rendered in the browser's way: the notice is a chunk loaded where the cart has one.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/cart']}>
        <I18nProvider i18n={translators[locale]!}>
          <AppEnvProvider env={env}>
            <ul>
              <CartLineView
                line={LINE}
                context={context}
                actions={ACTIONS}
                pickupUnavailable={pickupUnavailable}
              />
            </ul>
          </AppEnvProvider>
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('a refused pickup store on the bag lines (issue 12, catalogue spec §2)', () => {
  it('names the store and offers Ship Instead and Choose Another Store (the delivery step)', async () => {
    show('transactional', STORE);
    expect(
      await screen.findByText(
        'Walnut Street can no longer take this order for pickup. Ship it instead, or choose another store.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ship instead: Linen Wrap Dress' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Choose another store: Linen Wrap Dress' });
    expect(link.getAttribute('href')).toBe('/checkout/shipping-delivery?shipping-delivery=1');
  });

  it('in the shopper’s language (it-IT)', async () => {
    show('transactional', STORE, 'it-IT');
    expect(
      await screen.findByText(/Walnut Street non può più ricevere questo ordine/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spedisci invece: Linen Wrap Dress' })).toBeTruthy();
  });

  it('nothing of it without a refused store, or on a saved-for-later line', async () => {
    show('transactional', undefined);
    await screen.findByRole('heading', { name: 'Linen Wrap Dress' });
    expect(screen.queryByText(/can no longer take this order/)).toBeNull();
    cleanup();
    show('later', STORE);
    await screen.findByRole('heading', { name: 'Linen Wrap Dress' });
    expect(screen.queryByText(/can no longer take this order/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Ship instead/ })).toBeNull();
  });
});

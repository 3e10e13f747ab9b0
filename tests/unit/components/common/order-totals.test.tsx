// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartSummary } from '../../../../engine/components/cart/cart-summary.tsx';
import { OrderSummary } from '../../../../engine/components/checkout/order-summary.tsx';
import { emptyCart } from '../../../../engine/domain/cart/empty-cart.ts';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import type { Cart } from '../../../../schemas/api/generated/types.ts';
import { screen } from '../../../support/screen.ts';

/**
 * The bag's totals, on the cart page and beside every checkout step (issue 12: "totals with tax
 * display and message per site"): the same rows in both, so what the checkout lists adds up to
 * its total (a promo code's discount and gift wrap were missing there), the tax line only where
 * the site's taxDisplay switch shows it and the tax message where taxMessage does.
 */
const i18n = await createI18n('en-US');

/** A bag of $120 with a $20 code, $5 of gift wrap, a $49 pass and $10 shipping: $164. */
function bag(): Cart {
  const empty = emptyCart('an-us', 'USD');
  return {
    ...empty,
    id: 'cart-1',
    items: [],
    deliveryOption: { id: 'STANDARD', price: 10 },
    deliveryPass: { added: true, price: 49, termMonths: 12, signInRequired: false },
    priceInfo: {
      ...empty.priceInfo,
      subtotal: 120,
      discountableSubtotal: 120,
      discount: 20,
      promotion: { code: 'SAVE20', applied: true },
      giftWrap: 5,
      deliveryPass: 49,
      shipping: 10,
      tax: 0,
      total: 164,
    },
  } as Cart;
}

function mount(page: 'cart' | 'checkout', switches: { taxDisplay: boolean; taxMessage: boolean }) {
  const env = {
    brand: { settings: { routing: { trailingSlash: false } } },
    site: { id: 'an-us', country: 'US', currency: 'USD', defaultLocale: 'en-US', switches },
    flags: {},
    locale: 'en-US',
    side: 'client',
  } as unknown as AppEnv;
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <AppEnvProvider env={env}>
            {page === 'cart' ? <CartSummary cart={bag()} /> : <OrderSummary cart={bag()} />}
          </AppEnvProvider>
        </I18nProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** The rows as [label, amount] pairs. */
const rows = () =>
  [...document.querySelectorAll('.sf-order-totals > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);

/** Subtotal, less the discount, plus every other row before the total: what the rows add up to. */
function sumOfRows(pairs: string[][]): number {
  const amounts = pairs
    .slice(0, -1)
    .map(([, amount = '']) => Number(amount.replace(/[^0-9.−-]/g, '').replace('−', '-')) || 0);
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

afterEach(cleanup);

describe('the totals beside the checkout (issue 12; catalogue spec §2 the checkout steps)', () => {
  it('lists the discount with its code, the gift wrap and the pass, and adds up to the total', () => {
    mount('checkout', { taxDisplay: false, taxMessage: false });
    expect(rows()).toEqual([
      ['Subtotal', '$120.00'],
      ['Discount (SAVE20)', '−$20.00'],
      ['Gift Wrap', '$5.00'],
      ['Delivery Pass (12 months)', '$49.00'],
      ['Shipping', '$10.00'],
      ['Total', '$164.00'],
    ]);
    expect(sumOfRows(rows())).toBe(164);
  });

  it('shows the tax line and the tax message only where the site says', () => {
    mount('checkout', { taxDisplay: true, taxMessage: true });
    expect(rows().map(([label]) => label)).toContain('Tax');
    expect(screen.getByText('Sales tax is included in your total where it applies.')).toBeTruthy();
    cleanup();
    mount('checkout', { taxDisplay: false, taxMessage: false });
    expect(rows().map(([label]) => label)).not.toContain('Tax');
    expect(screen.queryByText(/Sales tax/)).toBeNull();
  });
});

describe('the same totals in the bag (issue 12)', () => {
  it('has the rows of the checkout, in the bag’s words', () => {
    mount('cart', { taxDisplay: true, taxMessage: false });
    expect(rows().map(([label]) => label)).toEqual([
      'Subtotal',
      'Discount (SAVE20)',
      'Gift Wrap',
      'Delivery Pass (12 months)',
      'Shipping',
      'Estimated Tax',
      'Estimated Total',
    ]);
    expect(sumOfRows(rows())).toBe(164);
  });
});

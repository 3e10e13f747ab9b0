// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartLineView } from '../../../../engine/components/cart/cart-line.tsx';
import type { CartActions } from '../../../../engine/components/cart/use-cart-actions.ts';
import Watching from '../../../../engine/components/cart/watching.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import type { Translator } from '../../../../engine/i18n/translator.ts';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import type { CartLine } from '../../../../schemas/api/generated/types.ts';
import { screen } from '../../../support/screen.ts';

/**
 * Watched items (catalogue spec §3 item context 'watch'; issue 12): a sold-out line in the bag
 * offers "Watch This Item"; the Watching section says of each line whether it is back in stock,
 * offers Move to Bag and Remove, and says clearly when a move was refused because it is still sold
 * out. Rendered on the server, read by role and accessible name.
 */
const translators: Record<string, Translator> = {
  'en-US': await createI18n('en-US'),
  'de-DE': await createI18n('de-DE'),
};

const LINE: CartLine = {
  id: 'line-1',
  type: 'REGULAR',
  productId: 'p-1',
  skuId: 'sku-1',
  poolId: 'US_DIRECT',
  quantity: 1,
  maxQuantity: 20,
  displayName: 'Linen Wrap Dress',
  slug: 'linen-wrap-dress',
  styleNumber: 'AN-12345-001',
  colorCode: '001',
  colorName: 'Ivory',
  sizeName: 'M',
  price: { list: 128, sale: 128 },
  lineTotal: 128,
  availability: { status: 'available', code: 1000 },
};
const SOLD_OUT: CartLine = {
  ...LINE,
  maxQuantity: 0,
  availability: { status: 'unavailable', code: 1111 },
};

const actionsWith = (over: Partial<CartActions> = {}): CartActions => ({
  busy: undefined,
  failed: undefined,
  soldOut: undefined,
  announcement: '',
  removal: undefined,
  setQuantity: () => undefined,
  remove: () => undefined,
  undo: () => undefined,
  saveForLater: () => undefined,
  moveToCart: () => undefined,
  watch: () => undefined,
  ...over,
});

/** The line view as the cart page gives it to the Watching section. */
const lineOf = (actions: CartActions) => (line: CartLine) => (
  <CartLineView key={line.id} line={line} context="watch" actions={actions} />
);

function render(node: React.ReactNode, locale = 'en-US') {
  const env = {
    brand: { id: 'anthropologie', settings: { routing: { trailingSlash: false } } },
    site: {
      id: 'an-us',
      country: 'US',
      currency: 'USD',
      contextPath: '',
      defaultLocale: locale,
      limits: {
        cart: { itemQuantityMax: 20 },
        images: { tileWidths: [349, 698], quality: 80 },
      },
    },
    flags: {},
    locale,
  } as unknown as AppEnv;
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={['/cart']}>
      <I18nProvider i18n={translators[locale]!}>
        <AppEnvProvider env={env}>{node}</AppEnvProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("watching a cart item (catalogue spec §3 item context 'watch')", () => {
  it('a sold-out line in the bag offers to watch it; an in-stock one does not', () => {
    render(
      <ul>
        <CartLineView line={SOLD_OUT} context="transactional" actions={actionsWith()} />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Watch this item: Linen Wrap Dress' })).toBeTruthy();
    render(
      <ul>
        <CartLineView line={LINE} context="transactional" actions={actionsWith()} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: /Watch this item/ })).toBeNull();
  });

  it('the Watching section: its heading and count, stock state, Move to Bag and Remove, no quantity', () => {
    render(
      <Watching
        watching={[SOLD_OUT, { ...LINE, id: 'line-2', displayName: 'Pleated Skirt' }]}
        renderLine={lineOf(actionsWith())}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Watching (2)' })).toBeTruthy();
    expect(screen.getByText('Still sold out: we’ll keep watching it for you.')).toBeTruthy();
    expect(screen.getByText('Back in stock')).toBeTruthy();
    for (const name of ['Linen Wrap Dress', 'Pleated Skirt']) {
      expect(screen.getByRole('button', { name: `Move to Bag: ${name}` })).toBeTruthy();
      expect(screen.getByRole('button', { name: `Remove ${name}` })).toBeTruthy();
    }
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save for Later/ })).toBeNull();
  });

  it('a refused move says the item is still sold out and stays watched', () => {
    render(
      <Watching watching={[SOLD_OUT]} renderLine={lineOf(actionsWith({ soldOut: 'line-1' }))} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Linen Wrap Dress is still sold out, so it can’t go in your bag yet. It stays in Watching.',
    );
  });

  it('no watched items, no section; in the shopper’s language (de-DE)', () => {
    render(<Watching watching={[]} renderLine={lineOf(actionsWith())} />);
    expect(screen.queryByRole('heading')).toBeNull();
    render(<Watching watching={[SOLD_OUT]} renderLine={lineOf(actionsWith())} />, 'de-DE');
    expect(screen.getByRole('heading', { level: 2, name: 'Beobachtet (1)' })).toBeTruthy();
  });
});

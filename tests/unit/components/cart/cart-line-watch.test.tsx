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
import type { CartLine } from '../../../../schemas/api/generated/types.ts';
import { screen } from '../../../support/screen.ts';
import { LINE, actionsWith, cartLineEnv } from './cart-line-fixtures.ts';

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

const SOLD_OUT: CartLine = {
  ...LINE,
  maxQuantity: 0,
  availability: { status: 'unavailable', code: 1111 },
};

/** The line view as the cart page gives it to the Watching section. */
const lineOf = (actions: CartActions) => (line: CartLine) => (
  <CartLineView key={line.id} line={line} context="watch" actions={actions} />
);

function render(node: React.ReactNode, locale = 'en-US') {
  const env = cartLineEnv(locale);
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

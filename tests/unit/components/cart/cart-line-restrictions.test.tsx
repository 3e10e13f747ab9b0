// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartLineView } from '../../../../engine/components/cart/cart-line.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import type { Translator } from '../../../../engine/i18n/translator.ts';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { RestrictionReason } from '../../../../schemas/api/generated/types.ts';
import { screen } from '../../../support/screen.ts';
import { LINE, actionsWith, cartLineEnv } from './cart-line-fixtures.ts';

/**
 * A cart line shows each of its restriction reasons with what the shopper can do about it (catalogue
 * spec §3 cart restriction reasons; issue 12 "every cart restriction reason of the catalogue spec
 * shown on the items it applies to, with what the shopper can do"). Rendered on the server, as the
 * shopper's first view of /cart is, and read from the HTML by role.
 */
const translators: Record<string, Translator> = {
  'en-US': await createI18n('en-US'),
  'fr-FR': await createI18n('fr-FR'),
};

const ACTIONS = actionsWith();

function show(
  reasons: readonly string[],
  { context = 'transactional', locale = 'en-US' } = {} as {
    context?: 'transactional' | 'later';
    locale?: string;
  },
) {
  const env = cartLineEnv(locale);
  const line = { ...LINE, restrictionReasons: reasons as RestrictionReason[] };
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={['/cart']}>
      <I18nProvider i18n={translators[locale]!}>
        <AppEnvProvider env={env}>
          <ul>
            <CartLineView line={line} context={context} actions={ACTIONS} />
          </ul>
        </AppEnvProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** The cart line of the item, found by its name; the texts of the list inside it. */
const lineOfItem = () => {
  const line = screen.getByRole('heading', { name: 'Linen Wrap Dress' }).closest('li');
  expect(line).not.toBeNull();
  return line as HTMLElement;
};
const restrictionTexts = () =>
  within(lineOfItem())
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.trim());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a cart line shows its restriction reasons and what to do (catalogue spec §3)', () => {
  it.each<[RestrictionReason, string]>([
    [
      'CBD_ITEM',
      'CBD products can’t be shipped to this address. Remove it, or choose another shipping address at checkout.',
    ],
    [
      'SHIPPING_RESTRICTED',
      'This item has shipping restrictions and can’t be sent to the selected address. Choose another shipping address at checkout, or remove the item.',
    ],
    [
      'SHIPPING_DESTINATION_NOT_SUPPORTED',
      'We can’t ship to this destination. Choose another shipping address at checkout, or remove the item.',
    ],
    [
      'LIST_ITEM',
      'Registry items must be purchased in a separate order. Check it out on its own, or save the other items for later.',
    ],
    [
      'GIFT_CARD_ITEM',
      'Gift cards must be purchased in a separate order. Check it out on its own, or save the other items for later.',
    ],
    [
      'BACKORDERED_ITEM',
      'This item is backordered and will ship separately once it’s available. Save it for later to receive the rest of your order sooner.',
    ],
    // Information only: nothing for the shopper to do.
    ['MARKETPLACE_ITEM', 'Sold and shipped by a marketplace partner.'],
    ['FLAT_RATE_ITEM', 'Flat-rate shipping applies to this item.'],
  ])('%s: "%s"', (reason, text) => {
    show([reason]);
    expect(restrictionTexts()).toEqual([text]);
  });

  it('two reasons on one line: both, in the order the API gave, each once', () => {
    show(['SHIPPING_RESTRICTED', 'SHIPPING_DESTINATION_NOT_SUPPORTED', 'SHIPPING_RESTRICTED']);
    expect(restrictionTexts()).toEqual([
      'This item has shipping restrictions and can’t be sent to the selected address. Choose another shipping address at checkout, or remove the item.',
      'We can’t ship to this destination. Choose another shipping address at checkout, or remove the item.',
    ]);
  });

  it('in the shopper’s language (fr-FR)', () => {
    show(['CBD_ITEM'], { locale: 'fr-FR' });
    const [text] = restrictionTexts();
    expect(text).toContain('Les produits au CBD ne peuvent pas être livrés à cette adresse.');
    expect(text).not.toContain('CBD products');
  });

  it('no reasons, no list; a saved-for-later line shows none (they apply to what is bought)', () => {
    show([]);
    expect(restrictionTexts()).toEqual([]);
    show(['CBD_ITEM'], { context: 'later' });
    expect(restrictionTexts()).toEqual([]);
  });
});

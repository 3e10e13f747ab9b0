import { describe, expect, it } from 'vitest';
import {
  cartLevelReasons,
  restrictionMessages,
} from '../../../../engine/domain/cart/restrictions.ts';
import en from '../../../../engine/i18n/locales/en-US.json' with { type: 'json' };

/** Catalogue spec §3 "Cart restriction reasons": each shown, with what the shopper can do. */
describe('which restriction message applies (catalogue spec §3)', () => {
  it.each([
    ['CBD_ITEM', 'cart.restriction.cbd', 'cart.restrictionAction.cbd'],
    ['GIFT_CARD_ITEM', 'cart.restriction.giftCard', 'cart.restrictionAction.separateOrder'],
    ['MULTIPLE_SHIPMENTS', 'cart.restriction.multipleShipments', undefined],
    ['OUT_OF_RANGE', 'cart.restriction.outOfRange', 'cart.restrictionAction.otherPayment'],
    [
      'SHIPPING_DESTINATION_NOT_SUPPORTED',
      'cart.restriction.destinationNotSupported',
      'cart.restrictionAction.changeAddress',
    ],
    [
      'SHIPPING_RESTRICTED',
      'cart.restriction.shippingRestricted',
      'cart.restrictionAction.changeAddress',
    ],
    [
      'SPLIT_TENDER_NOT_SUPPORTED',
      'cart.restriction.splitTenderNotSupported',
      'cart.restrictionAction.onePayment',
    ],
    ['FLAT_RATE_ITEM', 'cart.restriction.flatRate', undefined],
    ['BACKORDERED_ITEM', 'cart.restriction.backordered', 'cart.restrictionAction.saveForLater'],
    ['MARKETPLACE_ITEM', 'cart.restriction.marketplace', undefined],
    ['LIST_ITEM', 'cart.restriction.listItem', 'cart.restrictionAction.separateOrder'],
  ] as const)('%s', (reason, message, action) => {
    const [shown] = restrictionMessages([reason]);
    expect(shown).toEqual({ reason, message, ...(action ? { action } : {}) });
    // Every key exists in the strings (the eight locales hold the same keys: i18n tests).
    const strings = en as Record<string, string>;
    expect(strings[message]).toBeTypeOf('string');
    if (action) expect(strings[action]).toBeTypeOf('string');
  });

  it('shows each reason once and skips one it does not know (hostile answers)', () => {
    expect(
      restrictionMessages(['CBD_ITEM', 'CBD_ITEM', 'toString', 'NEW_REASON']).map((m) => m.reason),
    ).toEqual(['CBD_ITEM']);
    expect(restrictionMessages(undefined)).toEqual([]);
  });

  it('shows at the cart level only the reasons no line carries', () => {
    const lines = [{ restrictionReasons: ['GIFT_CARD_ITEM'] }, {}];
    expect(
      cartLevelReasons(['GIFT_CARD_ITEM', 'MULTIPLE_SHIPMENTS'], lines).map((m) => m.reason),
    ).toEqual(['MULTIPLE_SHIPMENTS']);
  });
});

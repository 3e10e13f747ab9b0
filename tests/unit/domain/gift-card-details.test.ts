import { describe, expect, it } from 'vitest';
import { giftCardPayload, giftCardProblems } from '../../../engine/domain/gift-card-details.ts';
import { EMPTY_GIFT_CARD, giftCardKind } from '../../../engine/domain/gift-card-kind.ts';

// Catalogue spec §3 "Gift card info: name, emailAddress, message, deliveryDate (year, month,
// day)", §3 add-to-cart payload "giftCard or eGiftCard"; limits.giftMessage (issue 11 "gift card
// and e-gift card fields with the brand's message lengths and delivery date").
const LIMITS = { physicalMaxLength: 138, egiftMaxLength: 200 };
const NOW = new Date('2026-11-24T15:00:00Z');
const EGIFT = { ...EMPTY_GIFT_CARD, name: 'Ada', emailAddress: 'ada@example.com' };

describe('gift card details (catalogue spec §3, limits.giftMessage)', () => {
  it.each([
    [{ isGiftCard: true }, 'physical'],
    [{ isEgiftCard: true }, 'electronic'],
    [{}, undefined],
  ])('%o is a %s gift card', (flags, kind) => {
    expect(giftCardKind(flags)).toBe(kind);
  });

  it.each([
    ['a physical card needs nothing', 'physical', EMPTY_GIFT_CARD, {}],
    ['a physical message of 138', 'physical', { ...EMPTY_GIFT_CARD, message: 'x'.repeat(138) }, {}],
    [
      'a physical message of 139',
      'physical',
      { ...EMPTY_GIFT_CARD, message: 'x'.repeat(139) },
      { message: 'messageTooLong' },
    ],
    [
      'an e-gift card needs a name and an email',
      'electronic',
      EMPTY_GIFT_CARD,
      { name: 'nameRequired', emailAddress: 'emailRequired' },
    ],
    ['an e-gift card with both', 'electronic', EGIFT, {}],
    ['an e-gift message of 200', 'electronic', { ...EGIFT, message: 'x'.repeat(200) }, {}],
    [
      'an e-gift message of 201',
      'electronic',
      { ...EGIFT, message: 'x'.repeat(201) },
      { message: 'messageTooLong' },
    ],
    [
      'an email without a domain',
      'electronic',
      { ...EGIFT, emailAddress: 'ada@' },
      { emailAddress: 'emailInvalid' },
    ],
    [
      'delivery today (UTC, as the API counts)',
      'electronic',
      { ...EGIFT, deliveryDate: '2026-11-24' },
      {},
    ],
    [
      'delivery yesterday',
      'electronic',
      { ...EGIFT, deliveryDate: '2026-11-23' },
      { deliveryDate: 'datePast' },
    ],
    [
      'a day that does not exist',
      'electronic',
      { ...EGIFT, deliveryDate: '2026-02-30' },
      { deliveryDate: 'dateInvalid' },
    ],
    [
      'not a date',
      'electronic',
      { ...EGIFT, deliveryDate: 'soon' },
      { deliveryDate: 'dateInvalid' },
    ],
  ] as const)('%s', (_case, kind, draft, problems) => {
    expect(giftCardProblems(kind, draft, LIMITS, NOW)).toEqual(problems);
  });

  it('sends only what the shopper gave, the date as year, month and day (§3)', () => {
    expect(giftCardPayload('physical', { ...EMPTY_GIFT_CARD, message: ' Enjoy! ' })).toEqual({
      giftCard: { message: 'Enjoy!' },
    });
    expect(giftCardPayload('electronic', { ...EGIFT, deliveryDate: '2026-12-24' })).toEqual({
      eGiftCard: {
        name: 'Ada',
        emailAddress: 'ada@example.com',
        deliveryDate: { year: 2026, month: 12, day: 24 },
      },
    });
  });
});

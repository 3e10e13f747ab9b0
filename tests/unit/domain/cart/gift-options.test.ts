import { describe, expect, it } from 'vitest';
import {
  giftMessageCharactersLeft,
  giftMessageProblem,
  giftMessageProblemOf,
} from '../../../../engine/domain/cart/gift-options.ts';

// Issue 12 "gift wrap and gift message per site switch and the brand's lengths": the message is
// at most limits.giftMessage.physicalMaxLength characters, checked in the browser as the API does.
describe("the order's gift message (issue 12, catalogue spec §5)", () => {
  it.each([
    ['', 10, 10],
    ['Hello', 10, 5],
    ['  Hello  ', 10, 5],
    ['éééé', 4, 0],
    ['line\r\nbreak', 10, 0],
    ['x'.repeat(12), 10, -2],
  ])('%j with a limit of %i leaves %i', (message, max, left) => {
    expect(giftMessageCharactersLeft(message, max)).toBe(left);
  });

  it.each([
    ['Happy birthday!\nLove, A', 138, undefined],
    ['x'.repeat(139), 138, 'tooLong'],
    ['bell\u0007', 138, 'invalid'],
    ['tab\there', 138, 'invalid'],
    ['del\u007f', 138, 'invalid'],
    ['windows\r\nline', 138, undefined],
  ])('%j (max %i) -> %s', (message, max, expected) => {
    expect(giftMessageProblem(message, max)).toBe(expected);
  });

  it.each([
    [[{ field: 'giftMessage', code: 'GIFT_MESSAGE_TOO_LONG' }], 'tooLong'],
    [[{ field: 'giftMessage', code: 'GIFT_MESSAGE_INVALID' }], 'invalid'],
    [[{ field: 'giftMessage', code: 'GIFT_MESSAGE_NOT_OFFERED' }], 'notOffered'],
    [[{ field: 'giftWrapSku', code: 'GIFT_WRAP_NOT_OFFERED' }], undefined],
    [undefined, undefined],
  ])("the API's %j -> %s", (errors, expected) => {
    expect(giftMessageProblemOf(errors)).toBe(expected);
  });
});

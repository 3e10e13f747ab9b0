/**
 * The order's gift message as the cart checks it before sending (issue 12; the API's rules in
 * commerce-api/carts/gift-option-routes.ts): at most the brand's limits.giftMessage.
 * physicalMaxLength characters (counted as the shopper sees them: é is one), line breaks allowed,
 * no other control character. The API's field codes map to the same words.
 */
export type GiftMessageProblem = 'tooLong' | 'invalid' | 'notOffered';

const length = (text: string) => [...text].length;

/** Characters left for the message (negative when over). */
export function giftMessageCharactersLeft(message: string, maxLength: number): number {
  return maxLength - length(message.replace(/\r\n?/g, '\n').trim());
}

export function giftMessageProblem(
  message: string,
  maxLength: number,
): GiftMessageProblem | undefined {
  if (giftMessageCharactersLeft(message, maxLength) < 0) return 'tooLong';
  const control = [...message].some((char) => {
    const code = char.codePointAt(0)!;
    return (code < 0x20 && char !== '\n' && char !== '\r') || code === 0x7f;
  });
  return control ? 'invalid' : undefined;
}

const API_CODES: Readonly<Record<string, GiftMessageProblem>> = {
  GIFT_MESSAGE_TOO_LONG: 'tooLong',
  GIFT_MESSAGE_INVALID: 'invalid',
  GIFT_MESSAGE_NOT_OFFERED: 'notOffered',
};

/** The message's problem among the API's field errors of a refused PUT, if any. */
export function giftMessageProblemOf(
  fieldErrors: readonly { readonly field: string; readonly code: string }[] | undefined,
): GiftMessageProblem | undefined {
  const code = fieldErrors?.find((entry) => entry.field === 'giftMessage')?.code;
  return code === undefined ? undefined : API_CODES[code];
}

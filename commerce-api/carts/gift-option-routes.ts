import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { answers } from '../http/response-schemas.ts';
import { ref } from '../http/schema-validation.ts';
import { moneyFor } from '../catalog/money.ts';
import { lockActiveCart, requireCartCaller, touchCart } from './cart-access.ts';
import { cartView } from './cart-view.ts';
import { giftWrapOption, normalizeGiftMessage, siteGiftWraps } from './gift-options.ts';
import { requestLanguage } from './request-language.ts';

/** Control characters other than a line end: nothing a printed card can show. */
const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0)!;
    return (code < 0x20 && char !== '\n') || code === 0x7f;
  });

/**
 * Gift wrap and a gift message for the order (issue 12; the spec names the switches, the calls are
 * designed in the cart calls' style): GET .../gift-options says what the site offers (the wraps
 * with names and prices, the message and its length); PUT .../carts/current/gift-options sets or
 * clears them, refused at the field when the site does not offer it, the wrap is not the site's
 * or the message is too long; nothing on the cart changes on a refusal.
 */
export async function giftOptionRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get(
    '/checkout/v0/:siteId/gift-options',
    { schema: { response: answers('checkout/gift-options') } },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      const money = await moneyFor(db, site.currency);
      const language = requestLanguage(request, site);
      const wraps = await siteGiftWraps(db, brand.id, site);
      return {
        giftWraps: wraps.map((row) => giftWrapOption(row, money, language, site)),
        giftMessage: {
          offered: site.switches.giftMessage !== false,
          maxLength: site.limits.giftMessage.physicalMaxLength,
        },
      };
    },
  );

  app.put(
    '/checkout/v0/:siteId/carts/current/gift-options',
    { schema: { response: answers('checkout/cart'), body: ref('checkout/set-gift-options') } },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      const { site, brand } = ref_;
      const body = request.body as { giftWrapSku: string | null; giftMessage: string | null };
      const problems: FieldError[] = [];
      if (body.giftWrapSku !== null) {
        const offered = await siteGiftWraps(db, brand.id, site);
        if (!offered.some((row) => row.sku === body.giftWrapSku)) {
          problems.push({
            field: 'giftWrapSku',
            code: 'GIFT_WRAP_NOT_OFFERED',
            message: 'This site does not offer that gift wrap.',
          });
        }
      }
      const message = body.giftMessage === null ? null : normalizeGiftMessage(body.giftMessage);
      const maxLength = site.limits.giftMessage.physicalMaxLength;
      if (message !== null) {
        if (site.switches.giftMessage === false) {
          problems.push({
            field: 'giftMessage',
            code: 'GIFT_MESSAGE_NOT_OFFERED',
            message: 'This site does not offer gift messages.',
          });
        } else if ([...message].length > maxLength) {
          problems.push({
            field: 'giftMessage',
            code: 'GIFT_MESSAGE_TOO_LONG',
            message: `A gift message is at most ${maxLength} characters.`,
          });
        } else if (hasControl(message)) {
          problems.push({
            field: 'giftMessage',
            code: 'GIFT_MESSAGE_INVALID',
            message: 'A gift message may hold letters, numbers, punctuation and line breaks only.',
          });
        }
      }
      if (problems.length > 0) {
        throw badRequest('VALIDATION_ERROR', problems.map((p) => p.message).join(' '), problems);
      }
      const cart = await db.transaction(async (tx) => {
        const locked = await lockActiveCart(tx, request.auth);
        await tx.query('UPDATE carts SET gift_wrap_sku = $2, gift_message = $3 WHERE id = $1', [
          locked.id,
          body.giftWrapSku,
          message,
        ]);
        await touchCart(tx, locked.id);
        return locked;
      });
      return cartView(db, cart, ref_);
    },
  );
}

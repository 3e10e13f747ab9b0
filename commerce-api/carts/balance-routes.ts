import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiServices } from '../context.ts';
import { fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { requireCartCaller } from './cart-access.ts';
import { findGiftCard } from './gift-cards.ts';
import { answers } from '../http/response-schemas.ts';

const CAPTCHA_HEADER = 'x-urbn-captcha-token';
const ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 };

/** Gift card balance (catalogue spec §3, §4 "gift card balance can be checked", §7). */
export async function balanceRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.post(
    '/checkout/v0/:siteId/balance-inquiries',
    {
      schema: {
        response: answers('checkout/gift-card-balance'),
        body: ref('checkout/balance-inquiry'),
      },
    },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      // Card number, pin and a header value (catalogue spec §5): the captcha token, which keeps
      // scripts from walking card numbers; the attempt limit does the rest.
      const captcha = request.headers[CAPTCHA_HEADER];
      if (typeof captcha !== 'string' || captcha.trim() === '') {
        throw fieldError(CAPTCHA_HEADER, 'REQUIRED', `The ${CAPTCHA_HEADER} header is required.`);
      }
      await limitAttempts(db, `gift-card:${request.auth.tokenId ?? request.ip}`, ATTEMPTS);
      const { giftCard } = request.body as { giftCard: { cardNumber: string; pin: string } };
      const card = await findGiftCard(db, ref_.brand.id, giftCard.cardNumber, giftCard.pin);
      if (!card) {
        throw fieldError(
          'giftCard',
          'GIFT_CARD_INVALID',
          'The gift card number or PIN is not right.',
        );
      }
      return {
        paymentType: 'GIFT_CARD',
        giftCard: { lastFourDigits: card.lastFour },
        balance: { amount: card.balance, currency: card.currency },
      };
    },
  );
}

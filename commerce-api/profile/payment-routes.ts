import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiSiteConfig } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import type { CardDetails } from '../payments/card-crypto.ts';
import { assertSecurityCode, decryptCard, decryptPayload } from '../payments/card-crypto.ts';
import type { CardType } from '../payments/card-rules.ts';
import { isExpired } from '../payments/card-rules.ts';
import { accountOf } from './account.ts';
import type { Address } from './address-rules.ts';
import { checkAddress } from './address-rules.ts';
import { findOwnAddress, insertAddress } from './address-store.ts';
import { findOwnPayment, listPayments, paymentView } from './payment-store.ts';
import { clearDefault, lockUser } from './profile-store.ts';
import { paymentMethods } from './site-fields.ts';
import { answers, NO_CONTENT } from '../http/response-schemas.ts';

interface PaymentCreate {
  paymentType: 'CREDIT_CARD';
  visible?: boolean;
  creditCardDetail: {
    encryptionId: string;
    encryptedCardData: string;
    addressId?: string;
    address?: Address;
  };
}

interface PaymentUpdate {
  visible?: boolean;
  creditCardDetail?: { addressId?: string; expirationMonth?: number; expirationYear?: number };
}

type IdParams = { Params: { id: string } };

const VERIFY_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/** Saved cards: /profile/v0/{siteId}/me/payments (shell spec §3.2, §7; DESIGN §8). */
export async function paymentRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const base = '/profile/v0/:siteId/me/payments';

  app.get<{ Querystring: { includeHidden?: string } }>(
    base,
    {
      schema: {
        response: answers('profile/saved-payments'),
        querystring: ref('profile/payments-query'),
      },
    },
    async (request) => {
      const { userId } = accountOf(context, request);
      const rows = await listPayments(db, userId, request.query.includeHidden === 'true');
      return rows.map(paymentView);
    },
  );

  /**
   * Saves a card from its encrypted form: decrypted here, checked (Luhn, brand accepted on this
   * site, not expired) and kept as brand, last four and expiry. The first visible card becomes
   * the default payment.
   */
  app.post<{ Body: PaymentCreate }>(
    base,
    { schema: { response: answers('profile/saved-payment'), body: ref('profile/payment-create') } },
    async (request, reply) => {
      const { userId, brand, site } = accountOf(context, request);
      const detail = request.body.creditCardDetail;
      const card = decryptCard(context.cardKeys, detail.encryptionId, detail.encryptedCardData);
      assertAccepted(site, card);
      const address = detail.address
        ? checkAddress(brand, detail.address, 'creditCardDetail.address')
        : undefined;
      const visible = request.body.visible ?? true;
      const id = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const addressId = detail.addressId
          ? (await findOwnAddress(tx, userId, detail.addressId)).id
          : address
            ? (await insertAddress(tx, userId, address, { visible: false })).id
            : null;
        const paymentId = randomUUID();
        await tx.query(
          `INSERT INTO payments (id, user_id, payment_type, visible, card_type, last_four,
             expiration_month, expiration_year, address_id)
           VALUES ($1, $2, 'CREDIT_CARD', $3, $4, $5, $6, $7, $8)`,
          [
            paymentId,
            userId,
            visible,
            card.cardType,
            card.lastFour,
            card.expirationMonth,
            card.expirationYear,
            addressId,
          ],
        );
        if (visible) {
          await tx.query(
            `UPDATE users SET profile = jsonb_set(profile, '{defaultPaymentId}', to_jsonb($2::text))
             WHERE id = $1 AND coalesce(profile->>'defaultPaymentId', '') = ''`,
            [userId, paymentId],
          );
        }
        return paymentId;
      });
      return reply.status(201).send(paymentView(await findOwnPayment(db, userId, id)));
    },
  );

  app.put<IdParams & { Body: PaymentUpdate }>(
    `${base}/:id`,
    { schema: { response: answers('profile/saved-payment'), body: ref('profile/payment-update') } },
    async (request) => {
      const { userId } = accountOf(context, request);
      const existing = await findOwnPayment(db, userId, request.params.id);
      const detail = request.body.creditCardDetail ?? {};
      const addressId = detail.addressId
        ? (await findOwnAddress(db, userId, detail.addressId)).id
        : existing.address_id;
      const month = detail.expirationMonth ?? existing.expiration_month;
      const year = detail.expirationYear ?? existing.expiration_year;
      if (detail.expirationMonth !== undefined && isExpired({ month, year })) {
        throw fieldError(
          'creditCardDetail.expirationYear',
          'CARD_EXPIRED',
          'This card has expired.',
        );
      }
      await db.query(
        `UPDATE payments SET visible = $3, address_id = $4, expiration_month = $5, expiration_year = $6
         WHERE id = $1 AND user_id = $2`,
        [existing.id, userId, request.body.visible ?? existing.visible, addressId, month, year],
      );
      return paymentView(await findOwnPayment(db, userId, existing.id));
    },
  );

  app.delete<IdParams>(
    `${base}/:id`,
    { schema: { response: NO_CONTENT } },
    async (request, reply) => {
      const { userId } = accountOf(context, request);
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const { id } = await findOwnPayment(tx, userId, request.params.id);
        await tx.query('DELETE FROM payments WHERE id = $1 AND user_id = $2', [id, userId]);
        await clearDefault(tx, userId, 'defaultPaymentId', id);
      });
      return reply.status(204).send();
    },
  );

  /** Verifies a card that needs it with its encrypted security code, which is never kept. */
  app.post<IdParams & { Body: { encryptionId: string; encryptedSecurityCode: string } }>(
    `${base}/:id/verification`,
    {
      schema: {
        response: answers('profile/saved-payment'),
        body: ref('profile/payment-verification'),
      },
    },
    async (request) => {
      const { userId } = accountOf(context, request);
      const payment = await findOwnPayment(db, userId, request.params.id);
      await limitAttempts(db, `card-verify:${payment.id}`, VERIFY_LIMIT);
      const payload = decryptPayload(
        context.cardKeys,
        request.body.encryptionId,
        request.body.encryptedSecurityCode,
        'encryptedSecurityCode',
      );
      assertSecurityCode(payload.securityCode, payment.card_type as CardType);
      await db.query(
        'UPDATE payments SET needs_verification = false WHERE id = $1 AND user_id = $2',
        [payment.id, userId],
      );
      return paymentView(await findOwnPayment(db, userId, payment.id));
    },
  );
}

/** The site's card rules (brand config): credit cards active and this brand of card accepted. */
function assertAccepted(site: ApiSiteConfig, card: CardDetails): void {
  const method = paymentMethods(site).CREDIT_CARD;
  if (!method || method.active === false) {
    throw fieldError(
      'paymentType',
      'PAYMENT_METHOD_UNAVAILABLE',
      'Cards are not accepted on this site.',
    );
  }
  if (!(method.acceptedCreditCards ?? []).includes(card.cardType)) {
    throw fieldError(
      'card.number',
      'CARD_TYPE_NOT_ACCEPTED',
      `${card.cardType} cards are not accepted on this site. Use ${(method.acceptedCreditCards ?? []).join(', ')}.`,
    );
  }
}

import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiServices } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { answers, htmlPage, SEE_OTHER } from '../http/response-schemas.ts';
import type { Queryable } from '../storage/database.ts';
import { activeCart, lockActiveCart, requireCheckoutCaller } from './cart-access.ts';
import { loadCheckoutState, priceCart } from './cart-pricing.ts';
import type { StoredPayment } from './payment-selection.ts';
import { fromCents } from './prices.ts';
import {
  isRedirectMethod,
  PROVIDER_NAMES,
  REDIRECT_METHODS,
} from '../../schemas/api/payment-providers.ts';

/**
 * Methods paid on the provider's own page (issue 12, designed; catalogue spec §1 payment methods):
 * the shopper is sent there, approves or declines, and comes back to the payment step with
 * apmCompleted=1 or paymentError=CODE (shell spec §2.2 route flags). The reference API plays the
 * provider with a page of its own, so every flow runs offline; a real deployment points the
 * session at the provider instead.
 */
export { isRedirectMethod, REDIRECT_METHODS };

const NAMES: Readonly<Record<string, string>> = PROVIDER_NAMES;

/**
 * The order may be placed only once the provider authorized the payment, for the total the order
 * charges: a bag changed after the approval needs a new one.
 */
export function assertProviderAuthorized(payment: StoredPayment, totalCents: number): void {
  if (!isRedirectMethod(payment.paymentType)) return;
  const name = NAMES[payment.paymentType] ?? payment.paymentType;
  if (payment.provider?.status !== 'authorized') {
    throw new ApiError(409, 'PAYMENT_NOT_AUTHORIZED', `Finish paying with ${name} first.`);
  }
  if (payment.provider.amountCents !== totalCents) {
    throw new ApiError(
      409,
      'PAYMENT_AMOUNT_CHANGED',
      `The total changed after you approved it with ${name}: approve the new total.`,
    );
  }
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1d1d1f}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.note{color:#555;font-size:.9rem}form{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button{font:inherit;padding:.75rem 1.25rem;border-radius:8px;border:2px solid #1d1d1f;cursor:pointer;min-height:44px}
.approve{background:#1d1d1f;color:#fff}.decline{background:#fff;color:#1d1d1f}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

/** The caller's cart with its provider session, or nothing when the id is not its own. */
async function sessionCart(db: Queryable, request: FastifyRequest, sessionId: string) {
  const cart = await activeCart(db, request.auth).catch(() => undefined);
  if (!cart) return undefined;
  const state = await loadCheckoutState(db, cart.id);
  const provider = state.payment?.provider;
  return provider && provider.sessionId === sessionId && state.payment
    ? { cart, state, payment: state.payment, provider }
    : undefined;
}

const SESSION = /^[0-9a-f-]{36}$/;

export async function redirectPaymentRoutes(
  app: FastifyInstance,
  context: ApiServices,
): Promise<void> {
  const { db } = context;

  app.post(
    '/checkout/v0/:siteId/carts/current/payment-session',
    {
      schema: {
        body: ref('checkout/payment-session'),
        response: answers('checkout/payment-session-result'),
      },
    },
    async (request) => {
      const siteRef = requireCheckoutCaller(context, request);
      const { returnPath } = request.body as { returnPath: string };
      return db.transaction(async (tx) => {
        const cart = await lockActiveCart(tx, request.auth);
        const { payment } = await loadCheckoutState(tx, cart.id);
        if (!payment || !isRedirectMethod(payment.paymentType)) {
          throw new ApiError(
            409,
            'PAYMENT_NOT_REDIRECT',
            'Choose a method paid on its provider’s page (PayPal, Klarna...) first.',
          );
        }
        const sessionId = randomUUID();
        const next: StoredPayment = {
          paymentType: payment.paymentType,
          provider: { sessionId, returnPath, status: 'pending' },
        };
        await tx.query('UPDATE carts SET payment = $2, updated_at = now() WHERE id = $1', [
          cart.id,
          next,
        ]);
        return {
          sessionId,
          paymentType: payment.paymentType,
          providerPath: `/payments/v0/${siteRef.site.id}/provider/${sessionId}`,
        };
      });
    },
  );

  app.get(
    '/payments/v0/:siteId/provider/:sessionId',
    { schema: { response: htmlPage(200, 404) } },
    async (request, reply) => {
      const siteRef = requireCheckoutCaller(context, request);
      const { sessionId } = request.params as { sessionId: string };
      const found = SESSION.test(sessionId) ? await sessionCart(db, request, sessionId) : undefined;
      if (!found || found.provider.status !== 'pending') {
        return page(
          reply,
          404,
          'Payment session not found',
          '<h1>This payment session has ended</h1><p>Go back to the shop and choose how to pay again.</p>',
        );
      }
      const priced = await priceCart(db, found.cart.id, siteRef, found.state);
      const name = NAMES[found.payment.paymentType] ?? found.payment.paymentType;
      const amount = new Intl.NumberFormat(siteRef.site.defaultLocale, {
        style: 'currency',
        currency: siteRef.site.currency,
      }).format(fromCents(priced.totalCents));
      return page(
        reply,
        200,
        `Pay with ${name}`,
        `<h1>Pay ${escape(siteRef.brand.settings.name)} with ${escape(name)}</h1>
<p class="amount">${escape(amount)}</p>
<p class="note">This page stands in for ${escape(name)}’s own page: the reference commerce API has no real provider, so approving here authorizes the payment at once.</p>
<form method="post"><button class="approve" name="decision" value="approve">Approve payment</button><button class="decline" name="decision" value="decline">Decline</button></form>`,
      );
    },
  );

  // The provider page's own form: a plain urlencoded POST, parsed by the standard URLSearchParams.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/payments/v0/:siteId/provider/:sessionId',
      { schema: { response: SEE_OTHER } },
      async (request, reply) => {
        const siteRef = requireCheckoutCaller(context, request);
        const { sessionId } = request.params as { sessionId: string };
        const decision = (request.body as { decision?: unknown } | undefined)?.decision;
        if (decision !== 'approve' && decision !== 'decline') {
          throw new ApiError(
            400,
            'DECISION_REQUIRED',
            'Send decision=approve or decision=decline.',
          );
        }
        const returnPath = await db.transaction(async (tx) => {
          const cart = await lockActiveCart(tx, request.auth);
          const found = SESSION.test(sessionId) ? await sessionCart(tx, request, sessionId) : null;
          if (!found || found.cart.id !== cart.id || found.provider.status !== 'pending') {
            throw new ApiError(404, 'PAYMENT_SESSION_NOT_FOUND', 'This payment session has ended.');
          }
          const status = decision === 'approve' ? 'authorized' : 'declined';
          const priced = await priceCart(tx, cart.id, siteRef, found.state);
          await tx.query('UPDATE carts SET payment = $2, updated_at = now() WHERE id = $1', [
            cart.id,
            {
              ...found.payment,
              provider: { ...found.provider, status, amountCents: priced.totalCents },
            },
          ]);
          return found.provider.returnPath;
        });
        const flag = decision === 'approve' ? 'apmCompleted=1' : 'paymentError=DECLINED';
        return reply.redirect(`${returnPath}?payment=1&${flag}`, 303);
      },
    );
  });
}

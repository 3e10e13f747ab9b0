import type { FastifyInstance } from 'fastify';
import type { SiteRef } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import type { Queryable } from '../storage/database.ts';
import type { AddLineResult } from './add-line.ts';
import { addLine, loadCartSku } from './add-line.ts';
import type { AddToCartBody } from './add-to-cart-input.ts';
import {
  checkAddQuantity,
  checkGiftCardFit,
  checkGiftMessages,
  checkPool,
  checkRegistry,
  giftCardOf,
} from './add-to-cart-input.ts';
import {
  cartNotActive,
  openCartForAdding,
  readCallerCart,
  requireCartCaller,
  touchCart,
} from './cart-access.ts';
import { loadCartLines } from './cart-lines.ts';
import { summarize } from './cart-summary.ts';
import { membershipOf } from './delivery-pass.ts';
import { dayOf, passOffer } from './delivery-pass-purchase.ts';
import { cartView, emptyCartView, lineView, saveForLaterPageSize } from './cart-view.ts';
import { moneyFor } from '../catalog/money.ts';
import { fromCents } from './prices.ts';
import { answers } from '../http/response-schemas.ts';

interface PartsBody {
  readonly poolId: string;
  readonly items: readonly { productId: string; skuId: string; quantity: number; type: 'PART' }[];
}

/** What an add answers: the lines it touched, what was added of each, the cart's count. */
async function addAnswer(db: Queryable, ref_: SiteRef, cartId: string, results: AddLineResult[]) {
  const lines = await loadCartLines(db, cartId);
  const money = await moneyFor(db, ref_.site.currency);
  const byId = new Map(lines.map((line) => [line.id, line]));
  return {
    cartId,
    items: results.flatMap((result) => {
      const line = byId.get(result.itemId);
      return line
        ? [
            {
              ...lineView(line, money, ref_),
              added: result.added,
              ...(result.cappedBy ? { cappedBy: result.cappedBy } : {}),
            },
          ]
        : [];
    }),
    meta: { totalQuantity: summarize(lines, money).totalQuantity },
  };
}

/** Add to cart (catalogue spec §7), the minicart and the cart page's reads. */
export async function cartRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.post(
    '/checkout/v0/:siteId/carts/items',
    {
      schema: {
        response: answers('checkout/add-to-cart-result'),
        body: ref('checkout/add-to-cart'),
      },
    },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      const body = request.body as AddToCartBody;
      checkAddQuantity(body.quantity, ref_.site);
      checkGiftMessages(body, ref_.site);
      await checkPool(db, body.poolId, ref_.brand.id, ref_.site);
      await checkRegistry(db, body, ref_.brand.id, ref_.site);
      const { cartId, result } = await db.transaction(async (tx) => {
        const sku = await loadCartSku(tx, ref_.brand.id, body);
        checkGiftCardFit(body, sku);
        const cart = await openCartForAdding(tx, request.auth, ref_);
        const giftCard = giftCardOf(body);
        const added = await addLine(
          tx,
          cart.id,
          sku,
          {
            productId: body.productId,
            skuId: body.skuId,
            poolId: body.poolId,
            quantity: body.quantity,
            itemType: 'REGULAR',
            ...(body.multiLine !== undefined ? { multiLine: body.multiLine } : {}),
            ...(giftCard ? { giftCard } : {}),
            ...(body.registry ? { registryId: body.registry.id } : {}),
            ...(body.analytics ? { analytics: body.analytics } : {}),
            ...(body.salesAttributes ? { salesAttributes: body.salesAttributes } : {}),
          },
          ref_.site.limits.cart.itemQuantityMax,
        );
        await touchCart(tx, cart.id);
        return { cartId: cart.id, result: added };
      });
      const answer = await addAnswer(db, ref_, cartId, [result]);
      return { cartId, item: answer.items[0], meta: answer.meta };
    },
  );

  app.post(
    '/checkout/v1/:siteId/carts/items',
    { schema: { response: answers('checkout/add-parts-result'), body: ref('checkout/add-parts') } },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      const body = request.body as PartsBody;
      body.items.forEach((item, index) =>
        checkAddQuantity(item.quantity, ref_.site, `items.${index}.quantity`),
      );
      await checkPool(db, body.poolId, ref_.brand.id, ref_.site);
      // All parts or none: one transaction.
      const { cartId, results } = await db.transaction(async (tx) => {
        const skus = [];
        for (const [index, item] of body.items.entries()) {
          const sku = await loadCartSku(
            tx,
            ref_.brand.id,
            { ...item, poolId: body.poolId },
            `items.${index}.`,
          );
          if (!sku.is_part) {
            throw fieldError(
              `items.${index}.productId`,
              'NOT_A_PART',
              `${item.productId} is not a part.`,
            );
          }
          skus.push(sku);
        }
        const cart = await openCartForAdding(tx, request.auth, ref_);
        const added: AddLineResult[] = [];
        for (const [index, item] of body.items.entries()) {
          added.push(
            await addLine(
              tx,
              cart.id,
              skus[index]!,
              { ...item, poolId: body.poolId, itemType: 'PART' },
              ref_.site.limits.cart.itemQuantityMax,
            ),
          );
        }
        await touchCart(tx, cart.id);
        return { cartId: cart.id, results: added };
      });
      return addAnswer(db, ref_, cartId, results);
    },
  );

  app.get(
    '/checkout/v0/:siteId/minicart',
    {
      schema: {
        response: answers('checkout/minicart'),
        querystring: ref('checkout/minicart-query'),
      },
    },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      const cart = await readCallerCart(db, request.auth);
      // The header badge of a shopper whose cart became an order simply shows an empty cart.
      const lines = cart && cart.status === 'active' ? await loadCartLines(db, cart.id) : [];
      const summary = summarize(lines, await moneyFor(db, ref_.site.currency));
      return {
        meta: { totalQuantity: summary.totalQuantity },
        priceInfo: {
          currency: ref_.site.currency,
          discountableSubtotal: fromCents(summary.discountableCents),
          categorySpendAmounts: Object.fromEntries(
            Object.entries(summary.categorySpendCents).map(([slug, cents]) => [
              slug,
              fromCents(cents),
            ]),
          ),
        },
      };
    },
  );

  app.get(
    '/checkout/v0/:siteId/carts/current',
    { schema: { response: answers('checkout/cart'), querystring: ref('checkout/cart-query') } },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      const { savedPage } = request.query as { savedPage?: string };
      const cart = await readCallerCart(db, request.auth);
      if (!cart) {
        const offer = passOffer(ref_.site, {
          ownerId: request.auth.userId ?? null,
          membership: await membershipOf(db, request.auth.userId),
          today: dayOf(Date.now()),
          added: false,
        });
        return emptyCartView(ref_, saveForLaterPageSize(ref_.site), offer);
      }
      if (cart.status !== 'active') throw cartNotActive();
      return cartView(db, cart, ref_, savedPage ? Number(savedPage) : 1);
    },
  );
}

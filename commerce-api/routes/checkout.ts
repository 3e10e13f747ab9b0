import type { FastifyInstance } from 'fastify';
import { addressSuggestionRoutes } from '../carts/address-suggestions.ts';
import { balanceRoutes } from '../carts/balance-routes.ts';
import { cartItemRoutes } from '../carts/cart-item-routes.ts';
import { cartRoutes } from '../carts/cart-routes.ts';
import { checkoutRoutes as checkoutStepRoutes } from '../carts/checkout-routes.ts';
import { redirectPaymentRoutes } from '../carts/redirect-payments.ts';
import { promoRoutes } from '../carts/promo-routes.ts';
import { deliveryPassRoutes } from '../carts/delivery-pass-routes.ts';
import { giftOptionRoutes } from '../carts/gift-option-routes.ts';
import { swatchRoutes } from '../carts/swatch-routes.ts';
import type { ApiServices } from '../context.ts';
import { providerLibraryRoutes } from '../payments/provider-library.ts';

/**
 * The checkout service (catalogue spec §7 cart calls; checkout steps designed in their style):
 * add to cart, minicart, the cart page, its promo code, gift options and delivery pass, the checkout steps, gift card balances, swatch requests,
 * address suggestions, the card payment provider's library.
 */
export async function checkoutRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  await cartRoutes(app, context);
  await cartItemRoutes(app, context);
  await promoRoutes(app, context);
  await giftOptionRoutes(app, context);
  await deliveryPassRoutes(app, context);
  await checkoutStepRoutes(app, context);
  await balanceRoutes(app, context);
  await redirectPaymentRoutes(app, context);
  await providerLibraryRoutes(app, context);
  await swatchRoutes(app, context);
  await addressSuggestionRoutes(app, context);
}

import type { PolicyRule } from './types.ts';

/**
 * 412 CART_NOT_ACTIVE (shell spec §4, catalogue spec §4 "Cart token recovery"): drop the token,
 * get a fresh one (reauth with merge for a signed-in shopper, else a guest token) and reissue the
 * call once; a second failure is rejected. Only add-to-cart declares it (calls/cart.ts).
 */
export const cartNotActive: PolicyRule = {
  name: 'cart-not-active',
  async decide({ error, retriedBy }, context) {
    if (error.status !== 412 || error.code !== 'CART_NOT_ACTIVE') return undefined;
    if (retriedBy.has('cart-not-active')) return { kind: 'reject' };
    const kind = await context.userKind();
    try {
      await context.refreshToken(kind);
    } catch (cause) {
      context.logger.warn('Could not get a fresh token after CART_NOT_ACTIVE', {
        kind,
        cause: String(cause),
      });
      return { kind: 'reject' };
    }
    return { kind: 'retry' };
  },
};

import type { CartActions } from '../../../../engine/components/cart/use-cart-actions.ts';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import type { CartLine } from '../../../../schemas/api/generated/types.ts';

/** A bag line in stock, as the cart API answers it (the cart line tests' common item). */
export const LINE: CartLine = {
  id: 'line-1',
  type: 'REGULAR',
  productId: 'p-1',
  skuId: 'sku-1',
  poolId: 'US_DIRECT',
  quantity: 1,
  maxQuantity: 20,
  displayName: 'Linen Wrap Dress',
  slug: 'linen-wrap-dress',
  styleNumber: 'AN-12345-001',
  colorCode: '001',
  colorName: 'Ivory',
  sizeName: 'M',
  price: { list: 128, sale: 128 },
  lineTotal: 128,
  availability: { status: 'available', code: 1000 },
};

/** Cart actions that do nothing, with the ones a test watches replaced. */
export const actionsWith = (over: Partial<CartActions> = {}): CartActions => ({
  busy: undefined,
  failed: undefined,
  soldOut: undefined,
  announcement: '',
  removal: undefined,
  setQuantity: () => undefined,
  remove: () => undefined,
  undo: () => undefined,
  saveForLater: () => undefined,
  moveToCart: () => undefined,
  watch: () => undefined,
  ...over,
});

/** The part of an-us's environment a cart line reads, in the given locale. */
export const cartLineEnv = (locale: string): AppEnv =>
  ({
    brand: { id: 'anthropologie', settings: { routing: { trailingSlash: false } } },
    site: {
      id: 'an-us',
      country: 'US',
      currency: 'USD',
      contextPath: '',
      defaultLocale: locale,
      limits: { cart: { itemQuantityMax: 20 }, images: { tileWidths: [349, 698], quality: 80 } },
    },
    flags: {},
    locale,
    api: {},
  }) as unknown as AppEnv;

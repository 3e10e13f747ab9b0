/** Minicart (shell spec §3.2, catalogue spec §3): what the cart badge and threshold banners read. */
export interface Minicart {
  readonly meta: { readonly totalQuantity: number };
  readonly priceInfo: {
    readonly discountableSubtotal: number;
    readonly categorySpendAmounts: Readonly<Record<string, number>>;
  };
}

/** What a 401 on the minicart resolves with (shell spec §8: only warned). */
export const EMPTY_MINICART: Minicart = Object.freeze({
  meta: Object.freeze({ totalQuantity: 0 }),
  priceInfo: Object.freeze({ discountableSubtotal: 0, categorySpendAmounts: Object.freeze({}) }),
});

/** The add-to-cart payload (catalogue spec §3). */
export interface AddToCartItem {
  readonly productId: string;
  readonly skuId: string;
  readonly poolId: string;
  readonly quantity: number;
  readonly cartType?: 'TRANSACTIONAL';
  readonly fulfillmentType?: 'DIRECT';
  readonly multiLine?: boolean;
  readonly analytics?: { navigationId?: string; subBrand?: string; addToCartSource?: string };
  readonly giftCard?: { name?: string; message?: string };
  readonly eGiftCard?: {
    name: string;
    emailAddress: string;
    message?: string;
    deliveryDate?: { year: number; month: number; day: number };
  };
  readonly salesAttributes?: Readonly<Record<string, string | number | boolean>>;
  readonly registry?: { id: string };
}

export interface PartItem {
  readonly productId: string;
  readonly skuId: string;
  readonly quantity: number;
}

export interface CartLine {
  readonly id: string;
  readonly type: string;
  readonly productId: string;
  readonly skuId: string;
  readonly poolId: string;
  readonly quantity: number;
  readonly maxQuantity: number;
  readonly displayName: string;
  readonly slug: string;
  readonly styleNumber: string;
  readonly colorCode: string;
  readonly colorName: string;
  readonly sizeName: string;
  readonly price: { readonly list: number; readonly sale: number };
  readonly lineTotal: number;
  readonly availability: { readonly status: string; readonly code: number };
  readonly giftCard?: Readonly<Record<string, unknown>>;
  readonly registry?: { readonly id: string };
  readonly salesAttributes?: Readonly<Record<string, unknown>>;
  readonly restrictionReasons?: readonly string[];
}

export interface CheckoutAddress {
  readonly name: { readonly first: string; readonly last: string };
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly region?: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phoneNumber: string;
}

export interface CartPriceInfo {
  readonly currency: string;
  readonly subtotal: number;
  readonly discountableSubtotal: number;
  readonly categorySpendAmounts: Readonly<Record<string, number>>;
  readonly shipping: number;
  readonly tax: number;
  readonly total: number;
}

/** The cart page (designed): lines, saved-for-later page, totals and checkout choices. */
export interface Cart {
  readonly id: string | null;
  readonly siteId: string;
  readonly status: string;
  readonly items: readonly CartLine[];
  readonly savedForLater: {
    readonly items: readonly CartLine[];
    readonly page: number;
    readonly pageSize: number;
    readonly totalItems: number;
    readonly totalPages: number;
  };
  readonly meta: { readonly totalQuantity: number };
  readonly priceInfo: CartPriceInfo;
  readonly restrictionReasons: readonly string[];
  readonly shippingAddress: CheckoutAddress | null;
  readonly deliveryOption: { readonly id: string; readonly price: number } | null;
  readonly payment: {
    readonly paymentType: string;
    readonly creditCardDetail?: Readonly<Record<string, unknown>>;
    readonly giftCard?: { readonly lastFourDigits: string };
  } | null;
  readonly email: string | null;
}

/** What an add answers: the lines it touched, how many were added, and the cart's count. */
export interface AddToCartResult {
  readonly cartId: string;
  readonly item: CartLine & { readonly added: number; readonly cappedBy?: string };
  readonly meta: { readonly totalQuantity: number };
}

export interface AddPartsResult {
  readonly cartId: string;
  readonly items: readonly (CartLine & { readonly added: number; readonly cappedBy?: string })[];
  readonly meta: { readonly totalQuantity: number };
}

export interface DeliveryOption {
  readonly id: string;
  readonly estimatedDays: { readonly min: number; readonly max: number };
  readonly price: number;
}

export interface DeliveryOptions {
  readonly destination: string | null;
  readonly currency: string;
  readonly options: readonly DeliveryOption[];
  readonly selected: string | null;
}

/** Which payment methods this shopper may use on this cart (catalogue spec §5), and why not. */
export interface PaymentMethods {
  readonly total: number;
  readonly currency: string;
  readonly methods: readonly {
    readonly paymentType: PaymentMethodType;
    readonly available: boolean;
    readonly reason?: string;
    readonly message?: string;
    readonly acceptedCreditCards?: readonly string[];
  }[];
}

export type PaymentMethodType =
  | 'CREDIT_CARD'
  | 'GOOGLE_PAY'
  | 'APPLE_PAY'
  | 'PAYPAL'
  | 'BANCONTACT'
  | 'GIROPAY'
  | 'IDEAL'
  | 'KLARNA'
  | 'TRUSTLY'
  | 'LINK'
  | 'AFFIRM'
  | 'AFTERPAY'
  | 'CLEARPAY'
  | 'SOFORT'
  | 'ALIPAY'
  | 'STYLIST'
  | 'GIFT_CARD'
  | 'CUSTOMER_REP_HOLD';

export interface CheckoutPayment {
  readonly paymentType: PaymentMethodType;
  /** A saved card of the signed-in shopper. */
  readonly paymentId?: string;
  /** A card encrypted in the browser with the pxp public key (DESIGN §8). */
  readonly encryptedCard?: { readonly encryptionId: string; readonly encryptedCard: string };
  readonly giftCard?: GiftCardNumber;
}

export interface GiftCardNumber {
  readonly cardNumber: string;
  readonly pin: string;
}

export interface GiftCardBalance {
  readonly paymentType: 'GIFT_CARD';
  readonly giftCard: { readonly lastFourDigits: string };
  readonly balance: { readonly amount: number; readonly currency: string };
}

/** Wish list (catalogue spec §3). */
export interface Wishlist {
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly owner: boolean;
  readonly items: readonly WishlistItem[];
  readonly meta: { readonly itemCount: number; readonly totalQuantity: number };
}

export interface WishlistItem {
  readonly id: string;
  readonly productId: string;
  readonly skuId: string;
  readonly poolId: string;
  readonly quantity: number;
  readonly addedAt: string;
  readonly product: Readonly<Record<string, unknown>> | null;
}

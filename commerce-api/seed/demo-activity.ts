import type { ApiBrandConfig } from '../brands.ts';
import { createGiftCard } from '../carts/gift-cards.ts';
import { convert, moneyFor } from '../catalog/money.ts';
import type { Queryable } from '../storage/database.ts';
import { defaultSite } from './demo-users.ts';
import type { ShopperRecords } from './demo-users.ts';
import { insertRows } from './insert.ts';
import type { ProductSummary, SkuSummary } from './product-factory.ts';
import { namedUuid, streamSeed } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Gift cards for the balance inquiry and gift card payment (README), one set per brand. */
export const DEMO_GIFT_CARDS = [
  { cardNumber: '6006491234567890', pin: '1234', balance: 100 },
  { cardNumber: '6006490000000001', pin: '4321', balance: 10 },
] as const;

/**
 * What the demo shopper has done: two past orders (one delivered 18 days ago, inside the return
 * window, one shipped 4 days ago), a wedding registry on the US site (version 1), a default wish
 * list and a second one, and hearted products. Order dates are relative to the seeding day so
 * the returns flow has something to return; every id is derived from the seed.
 */
export async function seedDemoActivity(
  db: Queryable,
  input: {
    readonly brand: ApiBrandConfig;
    readonly seed: number;
    readonly shopper: ShopperRecords;
    readonly showcase: readonly ProductSummary[];
    readonly primaryPool: string;
    readonly now?: Date;
  },
): Promise<void> {
  const { brand, seed, shopper } = input;
  const id = (...names: string[]) => namedUuid(seed, brand.id, ...names);
  const now = (input.now ?? new Date()).getTime();
  const lines = input.showcase.flatMap((product) =>
    product.sellable.slice(0, 1).map((sku) => ({ product, sku })),
  );
  if (lines.length < 16)
    throw new Error(
      `[storefront:seed] ${brand.id}: too few products in stock for the demo shopper`,
    );
  const take = (from: number, count: number) => lines.slice(from, from + count);

  await seedOrders(db, input, id, now, [take(0, 2), take(2, 2)]);
  const usSite = Object.values(brand.sites).find((site) => site.country === 'US');
  if (usSite) {
    const registryId = id('registry');
    const owner = shopper.name;
    await insertRows(
      db,
      'registries',
      [
        ['id', 'uuid'],
        ['hid', 'text'],
        ['brand_id', 'text'],
        ['site_id', 'text'],
        ['version', 'integer'],
        ['event', 'jsonb'],
        ['addresses', 'jsonb'],
        ['accept_gift_cards', 'boolean'],
        ['owners', 'jsonb'],
      ],
      [
        {
          id: registryId,
          hid: String(1_000_000_000 + (streamSeed(seed, brand.id, 'registry-hid') % 8_999_999_999)),
          brand_id: brand.id,
          site_id: usSite.id,
          version: 1,
          event: {
            name: `${owner.first} & Sam's Wedding`,
            type: 'wedding',
            description: 'We are so excited to celebrate with you!',
            date: new Date(now + 150 * DAY_MS).toISOString().slice(0, 10),
          },
          addresses: {
            preEvent: registryAddress(shopper.homeAddress),
            postEvent: registryAddress(shopper.workAddress),
          },
          accept_gift_cards: true,
          owners: [
            {
              id: id('registry', 'owner', '1'),
              first_name: owner.first,
              last_name: owner.last,
              primary: true,
              web_profile_id: shopper.userId,
              customer_id: `C${streamSeed(seed, brand.id, 'customer') % 100_000_000}`,
              email: shopper.email,
              address: registryAddress(shopper.homeAddress),
            },
            {
              id: id('registry', 'owner', '2'),
              first_name: 'Sam',
              last_name: 'Chen',
              primary: false,
              web_profile_id: null,
              customer_id: null,
              email: 'sam.chen@example.com',
            },
          ],
        },
      ],
    );
    await insertRows(
      db,
      'registry_items',
      [
        ['registry_id', 'uuid'],
        ['sku', 'text'],
        ['product_id', 'text'],
        ['requested_quantity', 'integer'],
        ['purchased_quantity', 'integer'],
        ['channel', 'text'],
        ['favorite', 'boolean'],
      ],
      take(4, 6).map(({ product, sku }, index) => ({
        registry_id: registryId,
        sku: sku.id,
        product_id: product.id,
        requested_quantity: [2, 1, 4, 1, 2, 6][index] ?? 1,
        // One line bought in full, one in part: the registry's fulfilled count is not trivial.
        purchased_quantity: [2, 0, 1, 0, 0, 0][index] ?? 0,
        channel: 'WEB_DESKTOP',
        favorite: index === 1 || index === 3,
      })),
    );
  }
  const lists = [
    { id: id('wishlist', 'default'), name: 'Wish List', is_default: true, items: take(10, 4) },
    { id: id('wishlist', 'holiday'), name: 'Holiday Ideas', is_default: false, items: take(14, 2) },
  ];
  await insertRows(
    db,
    'wishlists',
    [
      ['id', 'uuid'],
      ['user_id', 'uuid'],
      ['name', 'text'],
      ['is_default', 'boolean'],
      ['created_at', 'timestamptz'],
    ],
    lists.map((list, index) => ({
      id: list.id,
      user_id: shopper.userId,
      name: list.name,
      is_default: list.is_default,
      created_at: new Date(now - (40 - index) * DAY_MS).toISOString(),
    })),
  );
  await insertRows(
    db,
    'wishlist_items',
    [
      ['id', 'uuid'],
      ['wishlist_id', 'uuid'],
      ['product_id', 'text'],
      ['sku_id', 'text'],
      ['pool_id', 'text'],
      ['quantity', 'integer'],
    ],
    lists.flatMap((list) =>
      list.items.map(({ product, sku }, index) => ({
        id: id('wishlist-item', list.id, sku.id),
        wishlist_id: list.id,
        product_id: product.id,
        sku_id: sku.id,
        pool_id: input.primaryPool,
        quantity: index === 0 ? 2 : 1,
      })),
    ),
  );
  await insertRows(
    db,
    'likes',
    [
      ['user_id', 'uuid'],
      ['product_id', 'text'],
      ['created_at', 'timestamptz'],
    ],
    take(0, 16)
      .filter((_, index) => index % 2 === 0)
      .map(({ product }, index) => ({
        user_id: shopper.userId,
        product_id: product.id,
        created_at: new Date(now - (index + 1) * 3 * DAY_MS).toISOString(),
      })),
  );
  if (await tableExists(db, 'gift_cards')) {
    for (const card of DEMO_GIFT_CARDS) {
      await createGiftCard(db, {
        brandId: brand.id,
        ...card,
        currency: defaultSite(brand).currency,
      });
    }
  }
}

type Line = { readonly product: ProductSummary; readonly sku: SkuSummary };

async function seedOrders(
  db: Queryable,
  input: {
    readonly brand: ApiBrandConfig;
    readonly seed: number;
    readonly shopper: ShopperRecords;
    readonly primaryPool: string;
  },
  id: (...names: string[]) => string,
  now: number,
  orders: readonly (readonly Line[])[],
): Promise<void> {
  const { brand, shopper } = input;
  const site = defaultSite(brand);
  const money = await moneyFor(db, site.currency);
  const toSite = (usd: number) => convert(money, usd);
  const prefix = brand.settings.siteIdPrefix.toUpperCase();
  // A leading 0 keeps these clear of the order_numbers sequence (100000001 upwards).
  const number = (index: number) =>
    `${prefix}0${String((streamSeed(input.seed, brand.id, 'order', String(index)) % 90_000_000) + 10_000_000)}`;
  const poolColumn = await columnExists(db, 'order_items', 'pool_id');
  const statuses = [
    { status: 'delivered', daysAgo: 18, delivery: 'STANDARD', shippingUsd: 8 },
    { status: 'shipped', daysAgo: 4, delivery: 'EXPRESS', shippingUsd: 20 },
  ];
  for (const [index, items] of orders.entries()) {
    const plan = statuses[index] ?? statuses[0]!;
    const orderId = id('order', String(index));
    const placed = now - plan.daysAgo * DAY_MS;
    const quantities = items.map((_, line) => (line === 1 ? 2 : 1));
    const subtotal = round(
      items.reduce(
        (sum, { sku }, line) => sum + toSite(sku.salePrice) * (quantities[line] ?? 1),
        0,
      ),
    );
    const shipping = toSite(plan.shippingUsd);
    const trackingNumber = `1Z${prefix}${String(streamSeed(input.seed, brand.id, 'tracking', String(index))).padStart(10, '0')}`;
    const tracking: Record<string, unknown>[] = [
      { status: 'ORDER_PLACED', at: new Date(placed).toISOString() },
      {
        status: 'SHIPPED',
        at: new Date(placed + DAY_MS).toISOString(),
        carrier: 'UPS',
        trackingNumber,
        url: `https://www.ups.com/track?tracknum=${trackingNumber}`,
      },
    ];
    if (plan.status === 'delivered')
      tracking.push({ status: 'DELIVERED', at: new Date(placed + 5 * DAY_MS).toISOString() });
    await insertRows(
      db,
      'orders',
      [
        ['id', 'uuid'],
        ['order_number', 'text'],
        ['brand_id', 'text'],
        ['site_id', 'text'],
        ['user_id', 'uuid'],
        ['email', 'text'],
        ['status', 'text'],
        ['currency', 'text'],
        ['totals', 'jsonb'],
        ['shipping_address', 'jsonb'],
        ['delivery_option', 'text'],
        ['payment', 'jsonb'],
        ['tracking', 'jsonb'],
        ['created_at', 'timestamptz'],
      ],
      [
        {
          id: orderId,
          order_number: number(index),
          brand_id: brand.id,
          site_id: site.id,
          user_id: shopper.userId,
          email: shopper.email,
          status: plan.status,
          currency: site.currency,
          totals: {
            subtotal,
            discountableSubtotal: subtotal,
            shipping,
            tax: 0,
            total: round(subtotal + shipping),
          },
          shipping_address: shopper.homeAddress,
          delivery_option: plan.delivery,
          payment: {
            paymentType: 'CREDIT_CARD',
            card: {
              paymentId: shopper.cardId,
              cardType: 'VISA',
              lastFourDigits: '4242',
              expirationMonth: 8,
              expirationYear: 2030,
            },
          },
          tracking,
          created_at: new Date(placed).toISOString(),
        },
      ],
    );
    await insertRows(
      db,
      'order_items',
      [
        ['id', 'uuid'],
        ['order_id', 'uuid'],
        ['product_id', 'text'],
        ['sku_id', 'text'],
        ['quantity', 'integer'],
        ['unit_price', 'numeric'],
        ['display', 'jsonb'],
        ...(poolColumn ? [['pool_id', 'text'] as const] : []),
      ],
      items.map(({ product, sku }, position) => ({
        id: id('order-item', String(index), String(position)),
        order_id: orderId,
        product_id: product.id,
        sku_id: sku.id,
        quantity: quantities[position] ?? 1,
        unit_price: toSite(sku.salePrice),
        display: {
          position,
          displayName: product.displayName,
          slug: product.slug,
          styleNumber: product.styleNumber,
          colorCode: sku.colorCode,
          colorName: sku.colorName,
          sizeName: sku.sizeName,
          isGiftCard: false,
        },
        pool_id: input.primaryPool,
      })),
    );
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Tables and columns other migrations add are filled only when those migrations are in. */
async function tableExists(db: Queryable, table: string): Promise<boolean> {
  const [row] = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [
    table,
  ]);
  return Boolean(row?.found);
}

async function columnExists(db: Queryable, table: string, column: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
    [table, column],
  );
  return rows.length > 0;
}

/**
 * A profile address as a registry stores it (schemas/api/registry/create-registry.schema.json
 * address): the registry's answers are checked against that schema in test mode, where the profile
 * form (name.first, address1, postalCode...) answered 500 on every owner's view of the seeded one.
 */
function registryAddress(address: Record<string, unknown>): Record<string, unknown> {
  const name = address.name as { first: string; last: string };
  return {
    first_name: name.first,
    last_name: name.last,
    address_line_1: address.address1,
    ...(address.address2 ? { address_line_2: address.address2 } : {}),
    city: address.city,
    region: address.region,
    postal_code: address.postalCode,
    country_code: 'US',
    ...(address.phoneNumber ? { phone: address.phoneNumber } : {}),
  };
}

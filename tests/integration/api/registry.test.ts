import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, insertProduct, signedIn } from './fixtures/registry.ts';
import type { FixtureProduct, SignedIn } from './fixtures/registry.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

let api: TestApi;
let product: FixtureProduct;

interface Registry {
  id: string;
  hid: string;
  version: number;
  role: 'owner' | 'shopper';
  owners: Record<string, unknown>[];
  items: {
    sku: string;
    product_id: string;
    requested_quantity: number;
    purchased_quantity: number;
    favorite: boolean;
    channel: string;
    product?: { productId: string; sku: { skuId: string; salePrice: number } } | null;
  }[];
  meta: { item_count: number; fulfilled_items: number };
  [key: string]: unknown;
}

interface ErrorReply {
  code: string;
  message: string;
  status: number;
  field_errors?: { field: string; code: string }[];
}

const BASE = '/registry/v1/an-us';
const nextYear = `${new Date().getUTCFullYear() + 1}-06-20`;

const newRegistry = {
  event: { name: 'Sam & Alex', type: 'wedding', date: nextYear, description: 'June wedding' },
  pre_event_shipping_address: {
    first_name: 'Sam',
    last_name: 'Lee',
    address_line_1: '1 Main St',
    city: 'Philadelphia',
    region: 'PA',
    postal_code: '19103',
    country_code: 'US',
  },
  accept_gift_cards: true,
};

async function createRegistry(owner: TestClient, body: object = newRegistry): Promise<Registry> {
  const response = await owner.post<Registry>(BASE, body);
  expect(response.status).toBe(201);
  return response.body;
}

/** A registry with two items of `product`, owned by a new user. */
async function registryWithItems(): Promise<{ owner: SignedIn; registry: Registry }> {
  const owner = await signedIn(api);
  const created = await createRegistry(owner.client);
  const added = await owner.client.post<Registry>(`${BASE}/${created.id}/items?upsert=true`, {
    items: [
      {
        product_id: product.id,
        sku: product.skus[0],
        requested_quantity: 2,
        channel: 'WEB_DESKTOP',
      },
      { product_id: product.id, sku: product.skus[1], requested_quantity: 4, favorite: true },
    ],
  });
  expect(added.status).toBe(200);
  return { owner, registry: added.body };
}

const fields = (body: unknown) =>
  ((body as ErrorReply).field_errors ?? []).map((entry) => entry.field);

// Starting a server validates every brand config and migrates a fresh database: allow for a
// busy machine beyond the default hook time.
beforeAll(async () => {
  api = await startApi();
  product = await insertProduct(api.db);
}, 60_000);
afterAll(() => api.close());

describe('registry availability (catalogue spec §3 Registry, §5: US only)', () => {
  it.each([
    ['an-uk', 'a GB site'],
    ['an-ca', 'a CA site'],
    ['uo-us', 'a US site whose registry switch is off'],
  ])('answers 404 REGISTRY_NOT_AVAILABLE on %s (%s)', async (siteId) => {
    const { client } = await signedIn(api, { siteId });
    for (const response of [
      await client.get(`/registry/v1/${siteId}/00000000-0000-4000-8000-000000000000`),
      await client.post(`/registry/v1/${siteId}`, newRegistry),
      await client.get(
        `/registry/v1/${siteId}/search?web_profile_id=00000000-0000-4000-8000-000000000000`,
      ),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'REGISTRY_NOT_AVAILABLE', status: 404 });
    }
  });

  it('is available on every US site with the switch on', async () => {
    for (const siteId of ['an-us', 'fp-us', 'tr-us']) {
      const response = await api.client().get(`/registry/v1/${siteId}/not-a-registry`);
      expect(response.body).toMatchObject({ code: 'REGISTRY_NOT_FOUND' });
    }
  });
});

describe('create a registry (designed: POST /registry/v1/{siteId})', () => {
  it('makes the caller the primary owner, web_profile_id = their profile id, version 1', async () => {
    const { client, user } = await signedIn(api);
    const registry = await createRegistry(client);
    expect(registry).toMatchObject({
      version: 1,
      role: 'owner',
      event: { name: 'Sam & Alex', type: 'wedding', date: nextYear, description: 'June wedding' },
      accept_gift_cards: true,
      pre_event_shipping_address: { city: 'Philadelphia', postal_code: '19103' },
      items: [],
      meta: { item_count: 0, fulfilled_items: 0 },
    });
    expect(registry.hid).toMatch(/^\d{10}$/);
    expect(registry.owners).toEqual([
      expect.objectContaining({
        primary: true,
        web_profile_id: user.id,
        customer_id: user.id,
        email: user.email,
        first_name: 'Test',
        last_name: 'Shopper',
      }),
    ]);
  });

  it.each([
    'wedding',
    'holiday',
    'anniversary',
    'birthday',
    'housewarming',
    'special occasion',
    'baby',
  ])('accepts the event type %s', async (type) => {
    const { client } = await signedIn(api);
    const registry = await createRegistry(client, {
      event: { name: 'Event', type, date: nextYear },
    });
    expect(registry.event).toMatchObject({ type });
  });

  it('adds a co-owner who is an owner once their account exists', async () => {
    const partner = await signedIn(api);
    const { client } = await signedIn(api);
    const registry = await createRegistry(client, {
      ...newRegistry,
      co_owner: { first_name: 'Alex', last_name: 'Kim', email: partner.user.email },
    });
    expect(registry.owners[1]).toMatchObject({ primary: false, web_profile_id: partner.user.id });
    const asPartner = await partner.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(asPartner.body.role).toBe('owner');
  });

  it.each([
    [{}, 'event'],
    [{ event: { name: 'X', type: 'graduation', date: nextYear } }, 'event.type'],
    [{ event: { name: 'X', type: 'wedding', date: '20-06-2030' } }, 'event.date'],
    [{ event: { name: 'X', type: 'wedding', date: '2019-06-20' } }, 'event.date'],
    [{ event: { name: '', type: 'wedding', date: nextYear } }, 'event.name'],
    [{ event: { type: 'wedding', date: nextYear } }, 'event.name'],
    [
      {
        ...newRegistry,
        pre_event_shipping_address: {
          ...newRegistry.pre_event_shipping_address,
          postal_code: 'SW1',
        },
      },
      'pre_event_shipping_address.postal_code',
    ],
    [
      {
        ...newRegistry,
        pre_event_shipping_address: {
          ...newRegistry.pre_event_shipping_address,
          country_code: 'GB',
        },
      },
      'pre_event_shipping_address.country_code',
    ],
    [{ ...newRegistry, extra: true }, 'extra'],
  ])('refuses %j: 400 naming %s', async (body, field) => {
    const { client } = await signedIn(api);
    const response = await client.post(BASE, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(fields(response.body)).toContain(field);
  });

  it('needs a signed-in shopper: 401 without a token, 403 LOGIN_REQUIRED for a guest', async () => {
    expect((await api.client().post(BASE, newRegistry)).status).toBe(401);
    const response = await (await guest(api)).post(BASE, newRegistry);
    expect(response).toMatchObject({ status: 403, body: { code: 'LOGIN_REQUIRED' } });
  });
});

describe('read a registry (catalogue spec §7: GET /registry/v1/{siteId}/{registryId})', () => {
  it('shows a shopper the event, owners by name and web_profile_id, items and meta, no private data', async () => {
    const { owner, registry } = await registryWithItems();
    for (const shopper of [api.client(), await guest(api), (await signedIn(api)).client]) {
      const response = await shopper.get<Registry>(`${BASE}/${registry.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: registry.id,
        role: 'shopper',
        event: { type: 'wedding' },
        meta: { item_count: 2, fulfilled_items: 0 },
      });
      expect(response.body.owners).toEqual([
        {
          id: expect.any(String),
          first_name: 'Test',
          last_name: 'Shopper',
          primary: true,
          web_profile_id: owner.user.id,
        },
      ]);
      expect(response.body).not.toHaveProperty('pre_event_shipping_address');
      expect(JSON.stringify(response.body)).not.toContain(owner.user.email);
      expect(response.body.items[0]).not.toHaveProperty('product');
    }
  });

  it('shows an owner the addresses and owner emails', async () => {
    const { owner, registry } = await registryWithItems();
    const response = await owner.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(response.body).toMatchObject({
      role: 'owner',
      pre_event_shipping_address: { city: 'Philadelphia' },
      owners: [{ email: owner.user.email }],
    });
  });

  it('adds product detail with extended_product_detail=true, favourites first', async () => {
    const { registry } = await registryWithItems();
    const response = await api
      .client()
      .get<Registry>(`${BASE}/${registry.id}?extended_product_detail=true`);
    expect(response.body.items.map((item) => [item.sku, item.favorite])).toEqual([
      [product.skus[1], true],
      [product.skus[0], false],
    ]);
    expect(response.body.items[0]).toMatchObject({
      product_id: product.id,
      requested_quantity: 4,
      purchased_quantity: 0,
      channel: 'WEB_DESKTOP',
      product: {
        productId: product.id,
        displayName: expect.stringContaining('Test Dress'),
        sku: {
          skuId: product.skus[1],
          listPrice: 120,
          salePrice: 98,
          currency: 'USD',
          availableStatus: 'available',
        },
      },
    });
    expect(response.body.items[1]?.product).toMatchObject({
      sku: { availableStatus: 'unavailable' },
    });
  });

  it('finds a registry by its hid too', async () => {
    const { registry } = await registryWithItems();
    const response = await api.client().get<Registry>(`${BASE}/${registry.hid}`);
    expect(response.body.id).toBe(registry.id);
  });

  it("answers 404 for an unknown registry and for another brand's registry", async () => {
    const { registry } = await registryWithItems();
    expect(
      (await api.client().get(`${BASE}/00000000-0000-4000-8000-000000000000`)).body,
    ).toMatchObject({ code: 'REGISTRY_NOT_FOUND', status: 404 });
    expect((await api.client().get(`/registry/v1/fp-us/${registry.id}`)).body).toMatchObject({
      code: 'REGISTRY_NOT_FOUND',
    });
  });

  it('refuses an unknown query parameter or value', async () => {
    const { registry } = await registryWithItems();
    const client = api.client();
    expect((await client.get(`${BASE}/${registry.id}?extended_product_detail=yes`)).status).toBe(
      400,
    );
    expect((await client.get(`${BASE}/${registry.id}?debug=1`)).status).toBe(400);
  });
});

describe('search registries (catalogue spec §7: GET /registry/v1/{siteId}/search)', () => {
  it("finds an owner's registries by web_profile_id, without items by default", async () => {
    const { owner, registry } = await registryWithItems();
    const other = await createRegistry(owner.client, {
      event: { name: 'Housewarming', type: 'housewarming', date: nextYear },
    });
    const response = await owner.client.get<{ registries: Registry[]; total: number }>(
      `${BASE}/search?web_profile_id=${owner.user.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    expect(response.body.registries.map((entry) => entry.id).sort()).toEqual(
      [registry.id, other.id].sort(),
    );
    expect(response.body.registries[0]).toMatchObject({ role: 'owner' });
    expect(response.body.registries[0]).not.toHaveProperty('items');
  });

  it('projection=full adds items, projection=extended adds product detail', async () => {
    const { owner } = await registryWithItems();
    const full = await owner.client.get<{ registries: Registry[] }>(
      `${BASE}/search?web_profile_id=${owner.user.id}&projection=full`,
    );
    expect(full.body.registries[0]?.items).toHaveLength(2);
    expect(full.body.registries[0]?.items[0]).not.toHaveProperty('product');
    const extended = await owner.client.get<{ registries: Registry[] }>(
      `${BASE}/search?web_profile_id=${owner.user.id}&projection=extended`,
    );
    expect(extended.body.registries[0]?.items[0]?.product).toMatchObject({ productId: product.id });
  });

  it("shows a shopper someone's registries as a shopper", async () => {
    const { owner } = await registryWithItems();
    const response = await api
      .client()
      .get<{ registries: Registry[] }>(`${BASE}/search?web_profile_id=${owner.user.id}`);
    expect(response.body.registries[0]).toMatchObject({ role: 'shopper' });
    expect(JSON.stringify(response.body)).not.toContain(owner.user.email);
  });

  it.each([
    ['', 'web_profile_id'],
    ['?web_profile_id=42', 'web_profile_id'],
    ['?web_profile_id=00000000-0000-4000-8000-000000000000&projection=all', 'projection'],
  ])('refuses the query %s: 400 naming %s', async (query, field) => {
    const response = await api.client().get(`${BASE}/search${query}`);
    expect(response.status).toBe(400);
    expect(fields(response.body)).toContain(field);
  });
});

describe('change the pre- and post-event addresses (designed: PATCH /registry/v1/{siteId}/{registryId})', () => {
  const postEvent = {
    first_name: 'Sam',
    last_name: 'Lee',
    address_line_1: '  20 Elm Rd ',
    city: 'Austin',
    region: 'TX',
    postal_code: '78701',
  };

  it('sets the post-event address, keeps the pre-event one, bumps the version (§3 Registry: addresses)', async () => {
    const { client } = await signedIn(api);
    const registry = await createRegistry(client);
    const response = await client.patch<Registry>(`${BASE}/${registry.id}`, {
      version: registry.version,
      post_event_shipping_address: postEvent,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      version: registry.version + 1,
      pre_event_shipping_address: { city: 'Philadelphia' },
      post_event_shipping_address: {
        address_line_1: '20 Elm Rd',
        city: 'Austin',
        country_code: 'US',
      },
    });
    const removed = await client.patch<Registry>(`${BASE}/${registry.id}`, {
      version: registry.version + 1,
      pre_event_shipping_address: null,
    });
    expect(removed.body.pre_event_shipping_address).toBeNull();
    expect(removed.body.post_event_shipping_address).toMatchObject({ city: 'Austin' });
  });

  it('a stale version is 409 REGISTRY_VERSION_CONFLICT and changes nothing', async () => {
    const { client } = await signedIn(api);
    const registry = await createRegistry(client);
    const first = await client.patch<Registry>(`${BASE}/${registry.id}`, {
      version: registry.version,
      post_event_shipping_address: postEvent,
    });
    expect(first.status).toBe(200);
    const stale = await client.patch(`${BASE}/${registry.id}`, {
      version: registry.version,
      post_event_shipping_address: { ...postEvent, city: 'Dallas', postal_code: '75201' },
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'REGISTRY_VERSION_CONFLICT' } });
    const read = await client.get<Registry>(`${BASE}/${registry.id}`);
    expect(read.body.post_event_shipping_address).toMatchObject({ city: 'Austin' });
    expect(read.body.version).toBe(registry.version + 1);
  });

  it('says a state that does not match the ZIP code, and a ZIP of no state, at their fields (§3 address validation codes)', async () => {
    const { client } = await signedIn(api);
    const registry = await createRegistry(client);
    const response = await client.patch<ErrorReply>(`${BASE}/${registry.id}`, {
      version: registry.version,
      pre_event_shipping_address: { ...postEvent, region: 'CA' },
      post_event_shipping_address: { ...postEvent, postal_code: '00100' },
    });
    expect(response.status).toBe(400);
    expect(response.body.field_errors).toEqual([
      expect.objectContaining({
        field: 'pre_event_shipping_address.region',
        code: 'REGION_INVALID_FOR_POSTAL_CODE',
      }),
      expect.objectContaining({
        field: 'post_event_shipping_address.postal_code',
        code: 'POSTAL_CODE_INVALID_FOR_REGION',
      }),
    ]);
    const read = await client.get<Registry>(`${BASE}/${registry.id}`);
    expect(read.body.version).toBe(registry.version);
  });

  it('refuses a non-US address and a missing version by schema', async () => {
    const { client } = await signedIn(api);
    const registry = await createRegistry(client);
    const foreign = await client.patch(`${BASE}/${registry.id}`, {
      version: 1,
      post_event_shipping_address: { ...postEvent, country_code: 'CA' },
    });
    expect(foreign.status).toBe(400);
    const unversioned = await client.patch(`${BASE}/${registry.id}`, {
      post_event_shipping_address: postEvent,
    });
    expect(unversioned.status).toBe(400);
    expect(fields(unversioned.body)).toContain('version');
  });

  it('is for owners only: 401 signed out, 403 for a guest or a shopper, who never sees the addresses', async () => {
    const { client } = await signedIn(api);
    const registry = await createRegistry(client);
    const body = { version: 1, post_event_shipping_address: postEvent };
    expect((await api.client().patch(`${BASE}/${registry.id}`, body)).status).toBe(401);
    expect((await (await guest(api)).patch(`${BASE}/${registry.id}`, body)).status).toBe(403);
    const shopper = await signedIn(api);
    const refused = await shopper.client.patch(`${BASE}/${registry.id}`, body);
    expect(refused).toMatchObject({ status: 403, body: { code: 'REGISTRY_OWNER_ONLY' } });
    const seen = await shopper.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(seen.body).not.toHaveProperty('pre_event_shipping_address');
  });
});

describe('add items (catalogue spec §7: POST .../items?upsert=true; §5 add to registry)', () => {
  it('adds items and bumps the version; upsert changes an item already listed', async () => {
    const { owner, registry } = await registryWithItems();
    expect(registry.version).toBe(2);
    const again = await owner.client.post<Registry>(`${BASE}/${registry.id}/items?upsert=true`, {
      version: 2,
      items: [{ product_id: product.id, sku: product.skus[0], requested_quantity: 7 }],
    });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(3);
    expect(again.body.items.find((item) => item.sku === product.skus[0])).toMatchObject({
      requested_quantity: 7,
    });
  });

  it('without upsert, an item already listed is 409 REGISTRY_ITEM_EXISTS and nothing changes', async () => {
    const { owner, registry } = await registryWithItems();
    const response = await owner.client.post(`${BASE}/${registry.id}/items`, {
      items: [
        { product_id: product.id, sku: product.skus[2], requested_quantity: 1 },
        { product_id: product.id, sku: product.skus[0], requested_quantity: 9 },
      ],
    });
    expect(response).toMatchObject({ status: 409, body: { code: 'REGISTRY_ITEM_EXISTS' } });
    const after = await owner.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(after.body.version).toBe(registry.version);
    expect(after.body.items).toHaveLength(2);
  });

  it('a stale version is 409 REGISTRY_VERSION_CONFLICT', async () => {
    const { owner, registry } = await registryWithItems();
    const response = await owner.client.post(`${BASE}/${registry.id}/items?upsert=true`, {
      version: 1,
      items: [{ product_id: product.id, sku: product.skus[2], requested_quantity: 1 }],
    });
    expect(response).toMatchObject({ status: 409, body: { code: 'REGISTRY_VERSION_CONFLICT' } });
  });

  it.each([
    [{ items: [{ sku: 'x', requested_quantity: 1 }] }, 'items.0.product_id'],
    [{ items: [{ product_id: 'p', requested_quantity: 1 }] }, 'items.0.sku'],
    [{ items: [{ product_id: 'p', sku: 'x' }] }, 'items.0.requested_quantity'],
    [
      { items: [{ product_id: 'p', sku: 'x', requested_quantity: '2' }] },
      'items.0.requested_quantity',
    ],
    [
      { items: [{ product_id: 'p', sku: 'x', requested_quantity: 0 }] },
      'items.0.requested_quantity',
    ],
    [
      { items: [{ product_id: 'p', sku: 'x', requested_quantity: 1, channel: 'APP' }] },
      'items.0.channel',
    ],
    [{ items: [] }, 'items'],
    [{}, 'items'],
  ])('refuses %j: 400 naming %s', async (body, field) => {
    const { owner, registry } = await registryWithItems();
    const response = await owner.client.post(`${BASE}/${registry.id}/items?upsert=true`, body);
    expect(response.status).toBe(400);
    expect(fields(response.body)).toContain(field);
  });

  it('refuses an unknown sku, a sku of another product, a duplicate and a quantity above the cap', async () => {
    const { owner, registry } = await registryWithItems();
    const other = await insertProduct(api.db);
    const response = await owner.client.post(`${BASE}/${registry.id}/items?upsert=true`, {
      items: [
        { product_id: product.id, sku: 'no-such-sku', requested_quantity: 1 },
        { product_id: product.id, sku: other.skus[0], requested_quantity: 1 },
        { product_id: product.id, sku: product.skus[2], requested_quantity: 21 },
        { product_id: product.id, sku: product.skus[2], requested_quantity: 1 },
      ],
    });
    expect(response.status).toBe(400);
    expect(fields(response.body)).toEqual(
      expect.arrayContaining([
        'items.0.sku',
        'items.1.product_id',
        'items.2.requested_quantity',
        'items.3.sku',
      ]),
    );
  });

  it('owner only: 401 signed out, 403 REGISTRY_OWNER_ONLY for another shopper', async () => {
    const { registry } = await registryWithItems();
    const body = {
      items: [{ product_id: product.id, sku: product.skus[2], requested_quantity: 1 }],
    };
    expect((await api.client().post(`${BASE}/${registry.id}/items`, body)).status).toBe(401);
    const shopper = await signedIn(api);
    expect(await shopper.client.post(`${BASE}/${registry.id}/items`, body)).toMatchObject({
      status: 403,
      body: { code: 'REGISTRY_OWNER_ONLY' },
    });
  });
});

describe('update an item (catalogue spec §7: PATCH .../items/{sku}; §5 registry item update)', () => {
  const patch = (version: number, requested?: number, purchased?: number) => [
    { op: 'test', path: '/version', value: version },
    ...(requested === undefined
      ? []
      : [{ op: 'replace', path: '/requested_quantity', value: requested }]),
    ...(purchased === undefined
      ? []
      : [{ op: 'replace', path: '/purchased_quantity', value: purchased }]),
  ];

  it('changes the quantities when the version matches and bumps the version', async () => {
    const { owner, registry } = await registryWithItems();
    const response = await owner.client.patch<Registry>(
      `${BASE}/${registry.id}/items/${product.skus[0]}`,
      patch(registry.version, 3, 3),
    );
    expect(response.status).toBe(200);
    expect(response.body.version).toBe(registry.version + 1);
    expect(response.body.items.find((item) => item.sku === product.skus[0])).toMatchObject({
      requested_quantity: 3,
      purchased_quantity: 3,
    });
    expect(response.body.meta).toEqual({ item_count: 2, fulfilled_items: 1 });
  });

  it('a stale version is 409 REGISTRY_VERSION_CONFLICT and changes nothing', async () => {
    const { owner, registry } = await registryWithItems();
    const url = `${BASE}/${registry.id}/items/${product.skus[0]}`;
    expect((await owner.client.patch(url, patch(registry.version, 5))).status).toBe(200);
    const stale = await owner.client.patch(url, patch(registry.version, 9));
    expect(stale).toMatchObject({
      status: 409,
      body: { code: 'REGISTRY_VERSION_CONFLICT', status: 409 },
    });
    const after = await owner.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(after.body.version).toBe(registry.version + 1);
    expect(after.body.items.find((item) => item.sku === product.skus[0])).toMatchObject({
      requested_quantity: 5,
    });
  });

  it('marks an item most wanted with its quantity and unmarks it, each under the version check', async () => {
    const { owner, registry } = await registryWithItems();
    const url = `${BASE}/${registry.id}/items/${product.skus[0]}`;
    const favorite = (version: number, value: boolean) => [
      ...patch(version, 2),
      { op: 'replace', path: '/favorite', value },
    ];
    const marked = await owner.client.patch<Registry>(url, favorite(registry.version, true));
    expect(marked.status).toBe(200);
    expect(marked.body.items.find((item) => item.sku === product.skus[0])).toMatchObject({
      favorite: true,
      requested_quantity: 2,
    });
    // The shopper's view shows the mark.
    const shopper = await signedIn(api);
    const seen = await shopper.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(seen.body.items.find((item) => item.sku === product.skus[0])?.favorite).toBe(true);
    // A stale version changes nothing.
    expect((await owner.client.patch(url, favorite(registry.version, false))).status).toBe(409);
    const unmarked = await owner.client.patch<Registry>(url, favorite(marked.body.version, false));
    expect(unmarked.status).toBe(200);
    expect(unmarked.body.items.find((item) => item.sku === product.skus[0])?.favorite).toBe(false);
    // A quantity change alone keeps the mark as it is.
    await owner.client.patch(url, favorite(unmarked.body.version, true));
    const [stored] = await api.db.query<{ favorite: boolean }>(
      'SELECT favorite FROM registry_items WHERE registry_id = $1 AND sku = $2',
      [registry.id, product.skus[0]],
    );
    expect(stored?.favorite).toBe(true);
    const after = await owner.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(
      (await owner.client.patch<Registry>(url, patch(after.body.version, 4))).body.items.find(
        (item) => item.sku === product.skus[0],
      ),
    ).toMatchObject({ favorite: true, requested_quantity: 4 });
  });

  it('an unknown sku is 404 and gives the version back', async () => {
    const { owner, registry } = await registryWithItems();
    const response = await owner.client.patch(
      `${BASE}/${registry.id}/items/no-such-sku`,
      patch(registry.version, 1),
    );
    expect(response).toMatchObject({ status: 404, body: { code: 'REGISTRY_ITEM_NOT_FOUND' } });
    const after = await owner.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(after.body.version).toBe(registry.version);
  });

  it.each([
    ['no version', [{ op: 'replace', path: '/requested_quantity', value: 2 }], 'version'],
    ['no quantity', [{ op: 'test', path: '/version', value: 2 }], 'quantity'],
    [
      'a replaced version',
      [
        { op: 'replace', path: '/version', value: 9 },
        { op: 'replace', path: '/requested_quantity', value: 2 },
      ],
      '0.version',
    ],
    [
      'a tested quantity',
      [
        { op: 'test', path: '/version', value: 2 },
        { op: 'test', path: '/requested_quantity', value: 2 },
      ],
      '1.requested_quantity',
    ],
    [
      'a quantity that is not a number',
      [
        { op: 'test', path: '/version', value: 2 },
        { op: 'replace', path: '/requested_quantity', value: '2' },
      ],
      '1.value',
    ],
    [
      'a requested quantity above the cap',
      [
        { op: 'test', path: '/version', value: 2 },
        { op: 'replace', path: '/requested_quantity', value: 21 },
      ],
      '1.requested_quantity',
    ],
    [
      'a requested quantity of 0',
      [
        { op: 'test', path: '/version', value: 2 },
        { op: 'replace', path: '/requested_quantity', value: 0 },
      ],
      '1.requested_quantity',
    ],
    [
      'a favourite mark without a quantity (§5: an update needs one)',
      [
        { op: 'test', path: '/version', value: 2 },
        { op: 'replace', path: '/favorite', value: true },
      ],
      'quantity',
    ],
    [
      'a favourite mark that is not a boolean',
      [
        { op: 'test', path: '/version', value: 2 },
        { op: 'replace', path: '/requested_quantity', value: 2 },
        { op: 'replace', path: '/favorite', value: 1 },
      ],
      '2.favorite',
    ],
    [
      'a quantity that is a boolean',
      [
        { op: 'test', path: '/version', value: 2 },
        { op: 'replace', path: '/requested_quantity', value: true },
      ],
      '1.requested_quantity',
    ],
    [
      'a tested favourite mark',
      [
        { op: 'test', path: '/version', value: 2 },
        { op: 'replace', path: '/requested_quantity', value: 2 },
        { op: 'test', path: '/favorite', value: true },
      ],
      '2.favorite',
    ],
    ['an unknown path', [{ op: 'replace', path: '/sku', value: 2 }], '0.path'],
    ['an unknown op', [{ op: 'remove', path: '/version', value: 2 }], '0.op'],
    ['an object body', { version: 2 }, 'body'],
    ['an empty list', [], 'body'],
  ])('refuses %s: 400 naming %s', async (_name, body, field) => {
    const { owner, registry } = await registryWithItems();
    const response = await owner.client.patch(
      `${BASE}/${registry.id}/items/${product.skus[0]}`,
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(fields(response.body)).toContain(field);
  });

  it('owner only: 401 signed out, 403 for a shopper, whatever the version', async () => {
    const { registry } = await registryWithItems();
    const url = `${BASE}/${registry.id}/items/${product.skus[0]}`;
    expect((await api.client().patch(url, patch(registry.version, 1))).status).toBe(401);
    const shopper = await signedIn(api);
    expect(await shopper.client.patch(url, patch(registry.version, 1))).toMatchObject({
      status: 403,
      body: { code: 'REGISTRY_OWNER_ONLY' },
    });
  });

  it('50 parallel updates with one version: exactly one succeeds, 49 are 409, the winner is stored', async () => {
    const { owner, registry } = await registryWithItems();
    const url = `${BASE}/${registry.id}/items/${product.skus[1]}`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        owner.client.patch<Registry>(url, patch(registry.version, (index % 20) + 1, index)),
      ),
    );
    const winners = responses
      .map((response, index) => ({ response, index }))
      .filter(({ response }) => response.status === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(49);
    const winner = winners[0]!.index;
    const [stored] = await api.db.query<{ requested_quantity: number; purchased_quantity: number }>(
      'SELECT requested_quantity, purchased_quantity FROM registry_items WHERE registry_id = $1 AND sku = $2',
      [registry.id, product.skus[1]],
    );
    expect(stored).toEqual({ requested_quantity: (winner % 20) + 1, purchased_quantity: winner });
    const after = await owner.client.get<Registry>(`${BASE}/${registry.id}`);
    expect(after.body.version).toBe(registry.version + 1);
  }, 30_000);
});

describe('remove an item (catalogue spec §7: DELETE .../items/{sku} with the version)', () => {
  it('removes the item when the version matches', async () => {
    const { owner, registry } = await registryWithItems();
    const response = await owner.client.delete<Registry>(
      `${BASE}/${registry.id}/items/${product.skus[0]}`,
      { version: registry.version },
    );
    expect(response.status).toBe(200);
    expect(response.body.version).toBe(registry.version + 1);
    expect(response.body.items.map((item) => item.sku)).toEqual([product.skus[1]]);
  });

  it('a stale version is 409; no version is 400; an unknown sku is 404', async () => {
    const { owner, registry } = await registryWithItems();
    const url = `${BASE}/${registry.id}/items/${product.skus[0]}`;
    expect(await owner.client.delete(url, { version: 1 })).toMatchObject({
      status: 409,
      body: { code: 'REGISTRY_VERSION_CONFLICT' },
    });
    const missing = await owner.client.delete(url, {});
    expect(missing.status).toBe(400);
    expect(fields(missing.body)).toContain('version');
    expect(
      (
        await owner.client.delete(`${BASE}/${registry.id}/items/nope`, {
          version: registry.version,
        })
      ).status,
    ).toBe(404);
  });

  it('owner only: 403 for a shopper', async () => {
    const { registry } = await registryWithItems();
    const shopper = await signedIn(api);
    const response = await shopper.client.delete(
      `${BASE}/${registry.id}/items/${product.skus[0]}`,
      { version: registry.version },
    );
    expect(response).toMatchObject({ status: 403, body: { code: 'REGISTRY_OWNER_ONLY' } });
  });
});

describe('item sku change (catalogue spec §4: remove, add, reload, patch with version, reload)', () => {
  it('runs through with the version carried from each answer', async () => {
    const { owner, registry } = await registryWithItems();
    const base = `${BASE}/${registry.id}`;
    const removed = await owner.client.delete<Registry>(`${base}/items/${product.skus[0]}`, {
      version: registry.version,
    });
    const added = await owner.client.post<Registry>(`${base}/items?upsert=true`, {
      items: [
        {
          product_id: product.id,
          sku: product.skus[2],
          requested_quantity: 1,
          channel: 'WEB_DESKTOP',
          favorite: false,
        },
      ],
    });
    expect(added.body.version).toBe(removed.body.version + 1);
    const reloaded = await owner.client.get<Registry>(base);
    const patched = await owner.client.patch<Registry>(`${base}/items/${product.skus[2]}`, [
      { op: 'test', path: '/version', value: reloaded.body.version },
      { op: 'replace', path: '/requested_quantity', value: 2 },
      { op: 'replace', path: '/purchased_quantity', value: 0 },
    ]);
    expect(patched.status).toBe(200);
    const final = await owner.client.get<Registry>(base);
    expect(final.body.items.map((item) => [item.sku, item.requested_quantity])).toEqual([
      [product.skus[1], 4],
      [product.skus[2], 2],
    ]);
    expect(final.body.version).toBe(registry.version + 3);
  });
});

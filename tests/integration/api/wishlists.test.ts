import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, insertProduct, signedIn } from './fixtures/registry.ts';
import type { FixtureProduct } from './fixtures/registry.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

let api: TestApi;
let product: FixtureProduct;

interface Wishlist {
  id: string;
  name: string;
  isDefault: boolean;
  owner: boolean;
  items: {
    id: string;
    productId: string;
    skuId: string;
    poolId: string;
    quantity: number;
    product: Record<string, unknown> | null;
  }[];
  meta: { itemCount: number; totalQuantity: number };
}

interface ErrorReply {
  code: string;
  field_errors?: { field: string }[];
}

const BASE = '/checkout/v0/an-us/wishlists';

const fields = (body: unknown) =>
  ((body as ErrorReply).field_errors ?? []).map((entry) => entry.field);

async function myList(client: TestClient): Promise<Wishlist> {
  const response = await client.get<{ wishlists: Wishlist[] }>(BASE);
  expect(response.status).toBe(200);
  return response.body.wishlists[0]!;
}

const line = (quantity = 1, sku = product.skus[1]) => ({
  productId: product.id,
  skuId: sku,
  poolId: 'US_DIRECT',
  quantity,
});

// Starting a server validates every brand config and migrates a fresh database: allow for a
// busy machine beyond the default hook time.
beforeAll(async () => {
  api = await startApi();
  product = await insertProduct(api.db);
}, 60_000);
afterAll(() => api.close());

describe('my wish lists (catalogue spec §7: GET /checkout/v0/{siteId}/wishlists)', () => {
  it('makes the default list on first use, and only once', async () => {
    const { client } = await signedIn(api);
    const first = await client.get<{ wishlists: Wishlist[] }>(BASE);
    expect(first.status).toBe(200);
    expect(first.body.wishlists).toEqual([
      expect.objectContaining({ isDefault: true, owner: true, items: [] }),
    ]);
    const again = await client.get<{ wishlists: Wishlist[] }>(BASE);
    expect(again.body.wishlists.map((list) => list.id)).toEqual([first.body.wishlists[0]!.id]);
  });

  it('makes one default list when several first visits arrive at once', async () => {
    const { client, user } = await signedIn(api);
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.get(BASE)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await api.db.query('SELECT id FROM wishlists WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('needs a signed-in shopper: 401 without a token, 403 LOGIN_REQUIRED for a guest', async () => {
    expect((await api.client().get(BASE)).status).toBe(401);
    expect(await (await guest(api)).get(BASE)).toMatchObject({
      status: 403,
      body: { code: 'LOGIN_REQUIRED' },
    });
  });
});

describe('add to a wish list (catalogue spec §7: POST .../wishlists/{id}/items; §5)', () => {
  it('adds a line with its product detail', async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    const response = await client.post<Wishlist>(`${BASE}/${list.id}/items`, line(2));
    expect(response.status).toBe(201);
    expect(response.body.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        skuId: product.skus[1],
        poolId: 'US_DIRECT',
        quantity: 2,
        product: expect.objectContaining({
          displayName: expect.stringContaining('Test Dress'),
          salePrice: 98,
          currency: 'USD',
          availableStatus: 'available',
        }),
      }),
    ]);
    expect(response.body.meta).toEqual({ itemCount: 1, totalQuantity: 2 });
  });

  it("adds to the same line's quantity, capped by the site's item quantity maximum", async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    await client.post(`${BASE}/${list.id}/items`, line(15));
    const response = await client.post<Wishlist>(`${BASE}/${list.id}/items`, line(15));
    expect(response.body.items).toHaveLength(1);
    expect(response.body.items[0]?.quantity).toBe(20);
  });

  it.each([
    [{ skuId: 's', poolId: 'US_DIRECT', quantity: 1 }, 'productId'],
    [{ productId: 'p', poolId: 'US_DIRECT', quantity: 1 }, 'skuId'],
    [{ productId: 'p', skuId: 's', quantity: 1 }, 'poolId'],
    [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT' }, 'quantity'],
    [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT', quantity: '1' }, 'quantity'],
    [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT', quantity: 0 }, 'quantity'],
    [{ productId: '', skuId: 's', poolId: 'US_DIRECT', quantity: 1 }, 'productId'],
    [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT', quantity: 1, note: 'x' }, 'note'],
  ])('refuses %j: 400 naming %s', async (body, field) => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    const response = await client.post(`${BASE}/${list.id}/items`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(fields(response.body)).toContain(field);
  });

  it('refuses an unknown sku, a sku of another product, an unknown pool and a quantity above the cap', async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    const other = await insertProduct(api.db);
    const cases: [object, string][] = [
      [{ ...line(), skuId: 'no-such-sku' }, 'skuId'],
      [{ ...line(), skuId: other.skus[0] }, 'productId'],
      [{ ...line(), poolId: 'GB_DIRECT' }, 'poolId'],
      [line(21), 'quantity'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post(`${BASE}/${list.id}/items`, body);
      expect(response.status).toBe(400);
      expect(fields(response.body)).toEqual([field]);
    }
  });

  it("a sku of another brand's product is not found", async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    const foreign = await insertProduct(api.db, { brandId: 'free-people', prefix: 'fp' });
    const response = await client.post(`${BASE}/${list.id}/items`, {
      ...line(),
      productId: foreign.id,
      skuId: foreign.skus[0],
    });
    expect(fields(response.body)).toEqual(['skuId']);
  });

  it("another shopper's list cannot be changed: 404, as a list that does not exist", async () => {
    const owner = await signedIn(api);
    const list = await myList(owner.client);
    const added = await owner.client.post<Wishlist>(`${BASE}/${list.id}/items`, line());
    const stranger = await signedIn(api);
    expect(await stranger.client.post(`${BASE}/${list.id}/items`, line())).toMatchObject({
      status: 404,
      body: { code: 'WISHLIST_NOT_FOUND' },
    });
    expect(
      await stranger.client.delete(`${BASE}/${list.id}/items/${added.body.items[0]!.id}`),
    ).toMatchObject({ status: 404, body: { code: 'WISHLIST_NOT_FOUND' } });
    expect((await owner.client.get<Wishlist>(`${BASE}/${list.id}`)).body.items).toHaveLength(1);
  });

  it('needs a signed-in shopper to add: 401, 403 for a guest', async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    expect((await api.client().post(`${BASE}/${list.id}/items`, line())).status).toBe(401);
    expect((await (await guest(api)).post(`${BASE}/${list.id}/items`, line())).status).toBe(403);
  });

  it('an unknown or malformed list id is 404', async () => {
    const { client } = await signedIn(api);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await client.post(`${BASE}/${id}/items`, line())).status).toBe(404);
    }
  });
});

describe('read a list by id (designed: GET /checkout/v0/{siteId}/wishlists/{id}, for /wishlist/{id})', () => {
  it('is readable by anyone with the id, marked as not theirs', async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    await client.post(`${BASE}/${list.id}/items`, line(3));
    const response = await api.client().get<Wishlist>(`${BASE}/${list.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: list.id, owner: false, meta: { totalQuantity: 3 } });
    expect((await client.get<Wishlist>(`${BASE}/${list.id}`)).body.owner).toBe(true);
  });

  it("another brand's site does not find it", async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    expect((await api.client().get(`/checkout/v0/fp-us/wishlists/${list.id}`)).status).toBe(404);
  });
});

describe('remove from a list (designed: DELETE .../wishlists/{id}/items/{itemId})', () => {
  it('removes the line; an unknown line is 404', async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    const added = await client.post<Wishlist>(`${BASE}/${list.id}/items`, line());
    await client.post<Wishlist>(`${BASE}/${list.id}/items`, line(1, product.skus[2]));
    const itemId = added.body.items[0]!.id;
    const response = await client.delete<Wishlist>(`${BASE}/${list.id}/items/${itemId}`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item) => item.skuId)).toEqual([product.skus[2]]);
    expect(await client.delete(`${BASE}/${list.id}/items/${itemId}`)).toMatchObject({
      status: 404,
      body: { code: 'WISHLIST_ITEM_NOT_FOUND' },
    });
    expect((await client.delete(`${BASE}/${list.id}/items/x`)).status).toBe(404);
  });
});

describe('make, rename and delete a list (designed: POST, PATCH, DELETE .../wishlists[/{id}])', () => {
  it('makes a named list beside the default one; a taken name (any case) is 409 at the field', async () => {
    const { client } = await signedIn(api);
    const made = await client.post<Wishlist>(BASE, { name: 'Birthday ideas' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Birthday ideas', isDefault: false, owner: true });
    const all = await client.get<{ wishlists: Wishlist[] }>(BASE);
    expect(all.body.wishlists.map((list) => [list.name, list.isDefault])).toEqual([
      ['Wish List', true],
      ['Birthday ideas', false],
    ]);
    const taken = await client.post(BASE, { name: 'birthday IDEAS' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'WISHLIST_NAME_TAKEN' } });
    expect(fields(taken.body)).toEqual(['name']);
  });

  it('refuses an empty, blank-edged or too-long name (the shared wishlistName rule)', async () => {
    const { client } = await signedIn(api);
    for (const name of ['', ' ', ' Gifts', 'Gifts ', 'x'.repeat(51)]) {
      const response = await client.post(BASE, { name });
      expect(response.status, JSON.stringify(name)).toBe(400);
    }
    expect((await client.post(BASE, { name: 'x'.repeat(50) })).status).toBe(201);
  });

  it('renames a list, keeping its lines; another shopper gets 404', async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    await client.post(`${BASE}/${list.id}/items`, line());
    const renamed = await client.patch<Wishlist>(`${BASE}/${list.id}`, { name: 'Summer' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Summer', meta: { itemCount: 1 } });
    // Its own name again is no clash.
    expect((await client.patch(`${BASE}/${list.id}`, { name: 'summer' })).status).toBe(200);
    const stranger = (await signedIn(api)).client;
    expect((await stranger.patch(`${BASE}/${list.id}`, { name: 'Mine' })).status).toBe(404);
  });

  it('deletes a list and its lines; the default list is kept (409); a guest gets 403', async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    const made = await client.post<Wishlist>(BASE, { name: 'Old' });
    await client.post(`${BASE}/${made.body.id}/items`, line());
    expect((await (await guest(api)).delete(`${BASE}/${made.body.id}`)).status).toBe(403);
    expect((await client.delete(`${BASE}/${made.body.id}`)).status).toBe(204);
    expect((await api.client().get(`${BASE}/${made.body.id}`)).status).toBe(404);
    expect(await client.delete(`${BASE}/${list.id}`)).toMatchObject({
      status: 409,
      body: { code: 'WISHLIST_DEFAULT' },
    });
  });
});

describe('move a line to another list (designed: POST .../items/{itemId}/move)', () => {
  it('moves the line, joining the same sku there; only to another of my lists', async () => {
    const { client } = await signedIn(api);
    const list = await myList(client);
    const other = (await client.post<Wishlist>(BASE, { name: 'Later' })).body;
    await client.post(`${BASE}/${other.id}/items`, line(2));
    const added = await client.post<Wishlist>(`${BASE}/${list.id}/items`, line(3));
    const itemId = added.body.items[0]!.id;
    const moved = await client.post<Wishlist>(`${BASE}/${list.id}/items/${itemId}/move`, {
      wishlistId: other.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.items).toEqual([]);
    const target = await client.get<Wishlist>(`${BASE}/${other.id}`);
    expect(target.body.items.map((item) => item.quantity)).toEqual([5]);
    // Gone from here, so moving it again is 404; a stranger's list is no target.
    expect(
      (await client.post(`${BASE}/${list.id}/items/${itemId}/move`, { wishlistId: other.id }))
        .status,
    ).toBe(404);
    const strangers = await myList((await signedIn(api)).client);
    const again = await client.post<Wishlist>(`${BASE}/${other.id}/items`, line());
    const response = await client.post(
      `${BASE}/${other.id}/items/${again.body.items[0]!.id}/move`,
      { wishlistId: strangers.id },
    );
    expect(response.status).toBe(400);
    expect(fields(response.body)).toEqual(['wishlistId']);
  });
});

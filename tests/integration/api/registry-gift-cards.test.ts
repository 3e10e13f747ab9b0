import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, signedIn } from './fixtures/registry.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

let api: TestApi;

interface Registry {
  id: string;
  version: number;
  accept_gift_cards: boolean;
  pre_event_shipping_address?: Record<string, unknown> | null;
}

interface ErrorReply {
  code: string;
  message: string;
  status: number;
  field_errors?: { field: string; code: string; message: string }[];
}

const BASE = '/registry/v1/an-us';
const nextYear = `${new Date().getUTCFullYear() + 1}-06-20`;
const pre = {
  first_name: 'Sam',
  last_name: 'Lee',
  address_line_1: '1 Main St',
  city: 'Philadelphia',
  region: 'PA',
  postal_code: '19103',
  country_code: 'US',
};

async function create(owner: TestClient, extra: object = {}): Promise<Registry> {
  const response = await owner.post<Registry>(BASE, {
    event: { name: 'Sam & Alex', type: 'wedding', date: nextYear },
    pre_event_shipping_address: pre,
    ...extra,
  });
  expect(response.status).toBe(201);
  return response.body;
}

beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

// Catalogue spec §3 Registry: "accept_gift_cards." Set on create, changed by an owner afterwards
// through PATCH /registry/v1/{siteId}/{registryId} (designed in the registry service's style).
describe('a registry accepts gift cards or not (catalogue spec §3 Registry: accept_gift_cards)', () => {
  it('is false when the create body leaves it out, true when it says so', async () => {
    const { client } = await signedIn(api);
    expect((await create(client)).accept_gift_cards).toBe(false);
    expect((await create(client, { accept_gift_cards: true })).accept_gift_cards).toBe(true);
  });

  it('an owner turns it on and off under the version check; the addresses stay', async () => {
    const { client } = await signedIn(api);
    const registry = await create(client);
    const on = await client.patch<Registry>(`${BASE}/${registry.id}`, {
      version: registry.version,
      accept_gift_cards: true,
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ accept_gift_cards: true, version: registry.version + 1 });
    expect(on.body.pre_event_shipping_address).toMatchObject({ city: 'Philadelphia' });
    const shopper = await guest(api);
    const seen = await shopper.get<Registry>(`${BASE}/${registry.id}`);
    expect(seen.body.accept_gift_cards).toBe(true);
    const off = await client.patch<Registry>(`${BASE}/${registry.id}`, {
      version: registry.version + 1,
      accept_gift_cards: false,
    });
    expect(off.body).toMatchObject({ accept_gift_cards: false, version: registry.version + 2 });
  });

  it('an address change leaves it as it was', async () => {
    const { client } = await signedIn(api);
    const registry = await create(client, { accept_gift_cards: true });
    const moved = await client.patch<Registry>(`${BASE}/${registry.id}`, {
      version: registry.version,
      pre_event_shipping_address: null,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.accept_gift_cards).toBe(true);
  });

  it('a stale version is 409 REGISTRY_VERSION_CONFLICT and changes nothing', async () => {
    const { client } = await signedIn(api);
    const registry = await create(client);
    await client.patch(`${BASE}/${registry.id}`, {
      version: registry.version,
      accept_gift_cards: true,
    });
    const stale = await client.patch(`${BASE}/${registry.id}`, {
      version: registry.version,
      accept_gift_cards: false,
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'REGISTRY_VERSION_CONFLICT' } });
    expect((await client.get<Registry>(`${BASE}/${registry.id}`)).body.accept_gift_cards).toBe(
      true,
    );
  });

  it.each([['yes'], [1], [null], [{}]])(
    'refuses accept_gift_cards %j by schema, at its field, on update and on create',
    async (value) => {
      const { client } = await signedIn(api);
      const registry = await create(client);
      const refused = await client.patch<ErrorReply>(`${BASE}/${registry.id}`, {
        version: registry.version,
        accept_gift_cards: value,
      });
      expect(refused.status).toBe(400);
      const fieldError = refused.body.field_errors?.find(
        (entry) => entry.field === 'accept_gift_cards',
      );
      expect(fieldError?.message).toMatch(/boolean/);
      const read = await client.get<Registry>(`${BASE}/${registry.id}`);
      expect(read.body).toMatchObject({ accept_gift_cards: false, version: registry.version });
      const created = await client.post<ErrorReply>(BASE, {
        event: { name: 'Sam & Alex', type: 'wedding', date: nextYear },
        accept_gift_cards: value,
      });
      expect(created.status).toBe(400);
      expect(created.body.field_errors?.map((entry) => entry.field)).toContain('accept_gift_cards');
    },
  );

  it('is for owners only: 401 signed out, 403 for a guest or another shopper', async () => {
    const { client } = await signedIn(api);
    const registry = await create(client);
    const body = { version: registry.version, accept_gift_cards: true };
    expect((await api.client().patch(`${BASE}/${registry.id}`, body)).status).toBe(401);
    expect((await (await guest(api)).patch(`${BASE}/${registry.id}`, body)).status).toBe(403);
    const shopper = await signedIn(api);
    const refused = await shopper.client.patch(`${BASE}/${registry.id}`, body);
    expect(refused).toMatchObject({ status: 403, body: { code: 'REGISTRY_OWNER_ONLY' } });
    expect((await client.get<Registry>(`${BASE}/${registry.id}`)).body.accept_gift_cards).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  eventTypeLabelKey,
  isRegistryEventType,
  REGISTRY_EVENT_TYPES,
} from '../../../../engine/domain/registry/event-types.ts';
import { registryAvailable } from '../../../../engine/domain/registry/registry-availability.ts';
import {
  isVersionConflict,
  itemChangeAfterConflict,
} from '../../../../engine/domain/registry/registry-change.ts';
import {
  isCalendarDate,
  localIsoDate,
  registryCreateBody,
  registryDraftProblems,
} from '../../../../engine/domain/registry/registry-form.ts';
import type { RegistryDraft } from '../../../../engine/domain/registry/registry-form.ts';
import { isRegistryId } from '../../../../engine/domain/registry/registry-id.ts';
import {
  parseRequestedQuantity,
  remainingQuantity,
} from '../../../../engine/domain/registry/registry-quantity.ts';
import {
  REGISTRY_ANALYTICS_ID,
  registryRoleOf,
} from '../../../../engine/domain/registry/registry-role.ts';
import { tileOfRegistryItem } from '../../../../engine/domain/registry/registry-tile.ts';
import {
  changeItemSku,
  RegistryStateError,
  skuChoices,
} from '../../../../engine/domain/registry/sku-change.ts';
import enUS from '../../../../engine/i18n/locales/en-US.json' with { type: 'json' };

describe('registry event types (catalogue spec §3 Registry; shell spec §3.4)', () => {
  it('are the spec list, in its order', () => {
    expect(REGISTRY_EVENT_TYPES).toEqual([
      'wedding',
      'holiday',
      'anniversary',
      'birthday',
      'housewarming',
      'special occasion',
      'baby',
    ]);
  });

  it.each([
    ['wedding', true],
    ['special occasion', true],
    ['Wedding', false],
    ['graduation', false],
    ['', false],
    [undefined, false],
  ])('%j is an event type: %s', (value, expected) => {
    expect(isRegistryEventType(value)).toBe(expected);
  });

  it.each(REGISTRY_EVENT_TYPES.map((type) => [type]))('%s has a label string', (type) => {
    const key = eventTypeLabelKey(type);
    expect(key).toMatch(/^registry\.eventType\.[a-zA-Z]+$/);
    expect((enUS as Record<string, string>)[key]).toBeTruthy();
  });
});

describe('owner versus shopper by web_profile_id (catalogue spec §3 Registry, §6)', () => {
  const owners = [
    { web_profile_id: 'profile-a' },
    { web_profile_id: null },
    { web_profile_id: 'profile-b' },
  ];
  it.each([
    ['profile-a', 'owner'],
    ['profile-b', 'owner'],
    ['profile-c', 'shopper'],
    [undefined, 'shopper'],
    ['', 'shopper'],
  ] as const)('profile %j is the %s', (profileId, role) => {
    expect(registryRoleOf(owners, profileId)).toBe(role);
  });

  it('a co-owner without an account (web_profile_id null) never matches a guest', () => {
    expect(registryRoleOf([{ web_profile_id: null }], undefined)).toBe('shopper');
  });

  // §3 Registry: "Owners and shoppers get different analytics ids" (the page's data-analytics-id;
  // tests/e2e/registry.e2e.test.ts reads it on the owner's and a guest's view).
  it('owners and shoppers get different analytics ids', () => {
    expect(REGISTRY_ANALYTICS_ID[registryRoleOf(owners, 'profile-a')]).toBe('registry-owner');
    expect(REGISTRY_ANALYTICS_ID[registryRoleOf(owners, 'profile-c')]).toBe('registry-shopper');
    expect(REGISTRY_ANALYTICS_ID.owner).not.toBe(REGISTRY_ANALYTICS_ID.shopper);
  });
});

describe('registry only for US sites with the switch (catalogue spec §3 Registry, §5)', () => {
  it.each([
    ['US', true, true],
    ['US', false, false],
    ['US', undefined, false],
    ['GB', true, false],
    ['CA', true, false],
    ['FR', true, false],
  ] as const)('country %s, switch %s: %s', (country, registry, expected) => {
    expect(registryAvailable({ country, switches: { registry } })).toBe(expected);
  });
});

describe('remaining quantity (catalogue spec §3 Registry item: requested, purchased)', () => {
  it.each([
    [3, 0, 3],
    [3, 1, 2],
    [3, 3, 0],
    [2, 5, 0],
    [0, 0, 0],
  ])('requested %i, purchased %i: %i still needed', (requested, purchased, expected) => {
    expect(
      remainingQuantity({ requested_quantity: requested, purchased_quantity: purchased }),
    ).toBe(expected);
  });
});

describe('a typed requested quantity (catalogue spec §5: a numeric quantity)', () => {
  it.each([
    ['1', 1],
    [' 4 ', 4],
    ['10', 10],
    ['11', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['2.5', undefined],
    ['1e1', undefined],
    ['', undefined],
    ['two', undefined],
  ])('%j (max 10): %s', (typed, expected) => {
    expect(parseRequestedQuantity(typed, 10)).toBe(expected);
  });
});

describe('registry ids in a path (catalogue spec §2.1 /registry/{id})', () => {
  it.each([
    ['0b7e7a3e-5a43-4a5e-9d0c-4b1f3a2c9d10', true],
    ['1234567890', true],
    ['x', false],
    ['account', false],
    ['<script>', false],
    ['12345', false],
    [undefined, false],
  ])('%j: %s', (value, expected) => {
    expect(isRegistryId(value)).toBe(expected);
  });
});

describe('the new-registry form (catalogue spec §3 Registry: event type, date, name; owners)', () => {
  const good: RegistryDraft = {
    eventType: 'wedding',
    eventDate: '2027-06-14',
    eventName: 'Ava & Noah',
    coFirstName: '',
    coLastName: '',
    coEmail: '',
  };
  const today = '2026-11-27';
  it.each([
    ['a good draft', {}, {}],
    ['no event type', { eventType: '' }, { eventType: 'required' }],
    ['an unknown event type', { eventType: 'graduation' }, { eventType: 'invalid' }],
    ['no date', { eventDate: '' }, { eventDate: 'required' }],
    ['a date that is none', { eventDate: '2027-02-30' }, { eventDate: 'invalid' }],
    ['yesterday', { eventDate: '2026-11-26' }, { eventDate: 'past' }],
    ['today', { eventDate: today }, {}],
    ['a blank name', { eventName: '   ' }, { eventName: 'required' }],
    ['a name of 101 characters', { eventName: 'x'.repeat(101) }, { eventName: 'tooLong' }],
    ['a name of 100 characters', { eventName: 'x'.repeat(100) }, {}],
    [
      'a co-registrant with an email only',
      { coEmail: 'sam@example.com' },
      { coFirstName: 'required', coLastName: 'required' },
    ],
    [
      'a co-registrant with a bad email',
      { coFirstName: 'Sam', coLastName: 'Lee', coEmail: 'sam@' },
      { coEmail: 'invalid' },
    ],
    [
      'a full co-registrant',
      { coFirstName: 'Sam', coLastName: 'Lee', coEmail: 'sam@example.com' },
      {},
    ],
    [
      'everything missing',
      { eventType: '', eventDate: '', eventName: '' },
      { eventType: 'required', eventDate: 'required', eventName: 'required' },
    ],
  ])('%s', (_, change, expected) => {
    expect(registryDraftProblems({ ...good, ...change }, today)).toEqual(expected);
  });

  it.each([
    ['2027-06-14', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['14/06/2027', false],
    ['', false],
  ])('%j is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it("today is the shopper's own date", () => {
    expect(localIsoDate(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });

  it('the create call gets trimmed values, and a co-owner only when one was given', () => {
    expect(registryCreateBody({ ...good, eventName: '  Ava & Noah ' }, false)).toEqual({
      event: { name: 'Ava & Noah', type: 'wedding', date: '2027-06-14' },
      accept_gift_cards: false,
    });
    expect(
      registryCreateBody(
        {
          ...good,
          coFirstName: ' Sam ',
          coLastName: 'Lee',
          coEmail: ' sam@example.com ',
        },
        false,
      ),
    ).toEqual({
      event: { name: 'Ava & Noah', type: 'wedding', date: '2027-06-14' },
      accept_gift_cards: false,
      co_owner: { first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' },
    });
  });

  it('the create call says whether the registry accepts gift cards (§3 Registry: accept_gift_cards)', () => {
    expect(registryCreateBody(good, true)).toMatchObject({ accept_gift_cards: true });
    expect(registryCreateBody(good, false)).toMatchObject({ accept_gift_cards: false });
  });
});

describe('a stale version tells the owner what changed (catalogue spec §4; DESIGN §6 409)', () => {
  const before = { sku: 's1', requested_quantity: 2, purchased_quantity: 0 };
  it.each([
    ['the item was removed', [], 'removed'],
    ['its requested quantity changed', [{ ...before, requested_quantity: 3 }], 'quantityChanged'],
    ['a gift was bought', [{ ...before, purchased_quantity: 1 }], 'quantityChanged'],
    ['another item changed', [before, { ...before, sku: 's2' }], 'otherChanged'],
  ] as const)('%s: %s', (_, after, expected) => {
    expect(itemChangeAfterConflict(before, after)).toBe(expected);
  });

  it.each([
    [{ status: 409, code: 'REGISTRY_VERSION_CONFLICT' }, true],
    [{ status: 400, code: 'VALIDATION_ERROR' }, false],
    [{ status: 403 }, false],
  ])('%j is a version conflict: %s', (error, expected) => {
    expect(isVersionConflict(error)).toBe(expected);
  });
});

describe('a registry item as a listing tile (catalogue spec §3 Registry item, tiles)', () => {
  const product = {
    displayName: 'Linen Throw',
    slug: 'linen-throw',
    styleNumber: 'AN-123',
    sku: { colorId: '010', listPrice: 98, salePrice: 78, currency: 'USD' as const },
  };
  it('has the colour image and the sale price', () => {
    expect(tileOfRegistryItem({ product_id: 'p1', product })).toEqual({
      productId: 'p1',
      slug: 'linen-throw',
      displayName: 'Linen Throw',
      styleNumber: 'AN-123',
      image: 'AN-123_010_b',
      price: {
        currency: 'USD',
        listPriceLow: 98,
        listPriceHigh: 98,
        salePriceLow: 78,
        salePriceHigh: 78,
        hasMarkdown: true,
      },
    });
  });
  it('a product that left the catalogue is its id only', () => {
    expect(tileOfRegistryItem({ product_id: 'p1', product: null })).toEqual({ productId: 'p1' });
  });
});

describe('registry item sku change (catalogue spec §4, five steps with version checks)', () => {
  interface Fake {
    version: number;
    items: {
      sku: string;
      product_id: string;
      requested_quantity: number;
      purchased_quantity: number;
    }[];
  }
  const item = { sku: 'old', product_id: 'p1', requested_quantity: 3, purchased_quantity: 1 };

  function fakeSteps(options: { loseNewItem?: boolean } = {}) {
    const state: Fake = { version: 4, items: [item, { ...item, sku: 'other' }] };
    const calls: string[] = [];
    const answer = () => ({
      version: state.version,
      items: state.items.map((entry) => ({ ...entry })),
    });
    return {
      state,
      calls,
      steps: {
        remove: async ({ version, sku }: { version: number; sku: string }) => {
          calls.push(`remove ${sku} v${version}`);
          state.items = state.items.filter((entry) => entry.sku !== sku);
          state.version += 1;
          return answer();
        },
        add: async (params: {
          version: number;
          productId: string;
          sku: string;
          quantity: number;
        }) => {
          calls.push(`add ${params.sku} x${params.quantity} v${params.version}`);
          if (!options.loseNewItem) {
            state.items.push({
              sku: params.sku,
              product_id: params.productId,
              requested_quantity: params.quantity,
              purchased_quantity: 0,
            });
          }
          state.version += 1;
          return answer();
        },
        reload: async () => {
          calls.push('reload');
          return answer();
        },
        patch: async (params: {
          version: number;
          sku: string;
          quantity: number;
          purchasedQuantity: number;
        }) => {
          calls.push(
            `patch ${params.sku} ${params.quantity}/${params.purchasedQuantity} v${params.version}`,
          );
          const target = state.items.find((entry) => entry.sku === params.sku);
          if (target) {
            target.requested_quantity = params.quantity;
            target.purchased_quantity = params.purchasedQuantity;
          }
          state.version += 1;
          return answer();
        },
      },
    };
  }

  it('removes, adds, reloads, patches with the version and reloads, in that order', async () => {
    const { steps, calls } = fakeSteps();
    const after = await changeItemSku(steps, { version: 4, items: [item] }, item, 'new');
    expect(calls).toEqual([
      'remove old v4',
      'add new x3 v5',
      'reload',
      'patch new 3/1 v6',
      'reload',
    ]);
    expect(after.items).toContainEqual({ ...item, sku: 'new' });
    expect(after.items?.some((entry) => entry.sku === 'old')).toBe(false);
    expect(after.version).toBe(7);
  });

  it('the same sku is no change and no call', async () => {
    const { steps, calls } = fakeSteps();
    const registry = { version: 4, items: [item] };
    expect(await changeItemSku(steps, registry, item, 'old')).toBe(registry);
    expect(calls).toEqual([]);
  });

  it('an invalid registry state (the new sku missing after the reload) is an error', async () => {
    const { steps, calls } = fakeSteps({ loseNewItem: true });
    await expect(changeItemSku(steps, { version: 4, items: [item] }, item, 'new')).rejects.toThrow(
      RegistryStateError,
    );
    expect(calls).toEqual(['remove old v4', 'add new x3 v5', 'reload']);
  });

  it('an item asking for none is added with one, then patched back to none', async () => {
    const { steps, calls } = fakeSteps();
    const none = { ...item, requested_quantity: 0, purchased_quantity: 0 };
    await changeItemSku(steps, { version: 4, items: [none] }, none, 'new');
    expect(calls).toContain('add new x1 v5');
    expect(calls).toContain('patch new 0/0 v6');
  });

  it.each([
    ['every other sku', [], ['a', 'b', 'old']],
    ['not a sku another item has', [{ sku: 'b' }], ['a', 'old']],
    ['the item itself stays', [{ sku: 'old' }], ['a', 'b', 'old']],
  ])('choices: %s', (_, listed, expected) => {
    const skus = [{ skuId: 'a' }, { skuId: 'b' }, { skuId: 'old' }];
    expect(skuChoices(skus, item, listed).map((sku) => sku.skuId)).toEqual(expected);
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/scopes.ts';
import type { SiteRef } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { registrySite } from '../registry/availability.ts';
import type { PatchOperation } from '../registry/item-patch.ts';
import { readItemPatch } from '../registry/item-patch.ts';
import type { RequestedItem } from '../registry/new-items.ts';
import { checkNewItems } from '../registry/new-items.ts';
import { ownersFor } from '../registry/owners.ts';
import type { RegistryRow } from '../registry/registry-store.ts';
import { findRegistry, isOwner, registriesOwnedBy } from '../registry/registry-store.ts';
import { registryView } from '../registry/registry-view.ts';
import {
  addItems,
  changeItemQuantities,
  changeRegistry,
  createRegistry,
  removeItem,
} from '../registry/registry-writes.ts';
import type { RegistryAddress } from '../registry/registry-address.ts';
import {
  assertAddresses,
  keptAddress,
  registryAddressErrors,
} from '../registry/registry-address.ts';
import type { SkuScope } from '../registry/sku-detail.ts';
import { siteConfigFields } from '../profile/site-fields.ts';
import type { Queryable } from '../storage/database.ts';
import { answers } from '../http/response-schemas.ts';

interface RegistryParams {
  siteId: string;
  registryId: string;
  sku?: string;
}

interface Address {
  first_name: string;
  last_name: string;
  [field: string]: unknown;
}

interface CreateBody {
  event: { name: string; type: string; description?: string; date: string };
  pre_event_shipping_address?: Address;
  post_event_shipping_address?: Address;
  accept_gift_cards?: boolean;
  co_owner?: { first_name: string; last_name: string; email: string };
}

interface UpdateBody {
  version: number;
  pre_event_shipping_address?: RegistryAddress | null;
  post_event_shipping_address?: RegistryAddress | null;
  accept_gift_cards?: boolean;
}

interface AddItemsBody {
  version?: number;
  items: RequestedItem[];
}

/**
 * Gift registry (catalogue spec §3 Registry, §4 item sku change, §5, §7 Registry). Reads are open
 * to shoppers; writes are for owners only (web_profile_id == the signed-in profile) and check the
 * registry version: a stale one answers 409 REGISTRY_VERSION_CONFLICT.
 */
export async function registryRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get(
    '/registry/v1/:siteId/search',
    {
      schema: {
        response: answers('registry/registry-search-result'),
        querystring: ref('registry/search-query'),
      },
    },
    async (request) => {
      const siteRef = registrySite(context, request);
      const query = request.query as { web_profile_id: string; projection?: string };
      const projection = query.projection ?? 'summary';
      const registries = await registriesOwnedBy(db, siteRef.brand.id, query.web_profile_id);
      return {
        registries: await Promise.all(
          registries.map((registry) =>
            registryView(db, registry, {
              role: isOwner(registry, request.auth.userId) ? 'owner' : 'shopper',
              extended: projection === 'extended',
              withItems: projection !== 'summary',
              skuScope: skuScope(siteRef),
            }),
          ),
        ),
        total: registries.length,
      };
    },
  );

  app.post(
    '/registry/v1/:siteId',
    { schema: { response: answers('registry/registry'), body: ref('registry/create-registry') } },
    async (request, reply) => {
      const siteRef = registrySite(context, request);
      const userId = requireUser(request.auth, 'registered');
      const body = request.body as CreateBody;
      assertNotPast(body.event.date);
      const owners = await ownersFor(db, siteRef.brand.id, userId, {
        preEventAddress: body.pre_event_shipping_address,
        postEventAddress: body.post_event_shipping_address,
        coOwner: body.co_owner,
      });
      const registry = await createRegistry(db, {
        brandId: siteRef.brand.id,
        siteId: siteRef.site.id,
        event: {
          name: body.event.name.trim(),
          type: body.event.type,
          description: body.event.description ?? '',
          date: body.event.date,
        },
        preEvent: body.pre_event_shipping_address,
        postEvent: body.post_event_shipping_address,
        acceptGiftCards: body.accept_gift_cards ?? false,
        owners,
      });
      return reply.status(201).send(
        await registryView(db, registry, {
          role: 'owner',
          extended: false,
          skuScope: skuScope(siteRef),
        }),
      );
    },
  );

  app.get(
    '/registry/v1/:siteId/:registryId',
    {
      schema: {
        response: answers('registry/registry'),
        querystring: ref('registry/registry-query'),
      },
    },
    async (request) => {
      const siteRef = registrySite(context, request);
      const registry = await loadRegistry(db, siteRef, request);
      const query = request.query as { extended_product_detail?: string };
      return registryView(db, registry, {
        role: isOwner(registry, request.auth.userId) ? 'owner' : 'shopper',
        extended: query.extended_product_detail === 'true',
        skuScope: skuScope(siteRef),
      });
    },
  );

  // The owner changes the pre- and post-event addresses and whether gift cards are accepted
  // (catalogue spec §3 Registry; designed in the service's style): the version is checked as for
  // items; each address is checked as a US address.
  app.patch(
    '/registry/v1/:siteId/:registryId',
    {
      schema: { response: answers('registry/registry'), body: ref('registry/update-registry') },
    },
    async (request) => {
      const siteRef = registrySite(context, request);
      const registry = await ownedRegistry(db, siteRef, request);
      const body = request.body as UpdateBody;
      const usRegions = (
        siteConfigFields(siteRef.site).countries?.find((entry) => entry.countryCode === 'US')
          ?.regions ?? []
      ).map((entry) => entry.regionCode);
      const checked = (key: 'pre_event_shipping_address' | 'post_event_shipping_address') => {
        const address = body[key];
        return address ? registryAddressErrors(address, key, usRegions) : [];
      };
      assertAddresses([
        ...checked('pre_event_shipping_address'),
        ...checked('post_event_shipping_address'),
      ]);
      const kept = (address: RegistryAddress | null | undefined) =>
        address ? keptAddress(address) : address;
      await changeRegistry(db, registry.id, {
        version: body.version,
        preEvent: kept(body.pre_event_shipping_address),
        postEvent: kept(body.post_event_shipping_address),
        acceptGiftCards: body.accept_gift_cards,
      });
      return reloaded(db, siteRef, registry.id);
    },
  );

  app.patch(
    '/registry/v1/:siteId/:registryId/items/:sku',
    { schema: { response: answers('registry/registry'), body: ref('registry/patch-item') } },
    async (request) => {
      const siteRef = registrySite(context, request);
      const registry = await ownedRegistry(db, siteRef, request);
      const change = readItemPatch(
        request.body as PatchOperation[],
        siteRef.site.limits.cart.itemQuantityMax,
      );
      const { sku } = request.params as RegistryParams;
      await changeItemQuantities(db, registry.id, sku ?? '', change);
      return reloaded(db, siteRef, registry.id);
    },
  );

  app.delete(
    '/registry/v1/:siteId/:registryId/items/:sku',
    { schema: { response: answers('registry/registry'), body: ref('registry/delete-item') } },
    async (request) => {
      const siteRef = registrySite(context, request);
      const registry = await ownedRegistry(db, siteRef, request);
      const { sku } = request.params as RegistryParams;
      await removeItem(db, registry.id, sku ?? '', (request.body as { version: number }).version);
      return reloaded(db, siteRef, registry.id);
    },
  );

  app.post(
    '/registry/v1/:siteId/:registryId/items',
    {
      schema: {
        response: answers('registry/registry'),
        body: ref('registry/add-items'),
        querystring: ref('registry/add-items-query'),
      },
    },
    async (request) => {
      const siteRef = registrySite(context, request);
      const registry = await ownedRegistry(db, siteRef, request);
      const body = request.body as AddItemsBody;
      const items = await checkNewItems(db, siteRef, body.items);
      await addItems(db, registry.id, items, {
        version: body.version,
        upsert: (request.query as { upsert?: string }).upsert === 'true',
      });
      return reloaded(db, siteRef, registry.id);
    },
  );
}

function skuScope({ brand, site }: SiteRef): SkuScope {
  return { brandId: brand.id, currency: site.currency, poolId: site.inventoryPool };
}

async function loadRegistry(
  db: Queryable,
  siteRef: SiteRef,
  request: FastifyRequest,
): Promise<RegistryRow> {
  const { registryId } = request.params as RegistryParams;
  const registry = await findRegistry(db, siteRef.brand.id, registryId);
  if (!registry) {
    throw new ApiError(404, 'REGISTRY_NOT_FOUND', `There is no registry "${registryId}".`);
  }
  return registry;
}

/** The registry, when the caller is one of its owners: 401 signed out, 403 for a shopper. */
async function ownedRegistry(
  db: Queryable,
  siteRef: SiteRef,
  request: FastifyRequest,
): Promise<RegistryRow> {
  const userId = requireUser(request.auth, 'registered');
  const registry = await loadRegistry(db, siteRef, request);
  if (!isOwner(registry, userId)) {
    throw new ApiError(403, 'REGISTRY_OWNER_ONLY', "Only the registry's owners can change it.");
  }
  return registry;
}

async function reloaded(db: Queryable, siteRef: SiteRef, registryId: string) {
  const registry = await findRegistry(db, siteRef.brand.id, registryId);
  if (!registry) throw new ApiError(404, 'REGISTRY_NOT_FOUND', 'The registry was removed.');
  return registryView(db, registry, {
    role: 'owner',
    extended: false,
    skuScope: skuScope(siteRef),
  });
}

/** A registry is for an event to come; yesterday is allowed so no time zone is refused. */
function assertNotPast(date: string): void {
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (date < yesterday) {
    throw fieldError('event.date', 'past', 'event.date cannot be in the past');
  }
}

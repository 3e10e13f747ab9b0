import type {
  Registry,
  RegistryCreateRequest,
  RegistryItemDelete,
  RegistryItemPatch,
  RegistryItemsAdd,
  RegistryItemsAddQuery,
  RegistryReadQuery,
  RegistrySearchQuery,
  RegistrySearchResult,
  RegistryUpdateRequest,
} from '../../../schemas/api/generated/types.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import {
  isValidAddToRegistry,
  isValidRegistryItemUpdate,
} from '../../domain/validation/registry.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { siteBase } from './wire.ts';

/** Registry service (catalogue spec §7 Registry; creation designed in its style). */
const base = (site: SiteContext) => siteBase(site, 'registry', 'v1');
const items = (site: SiteContext, registryId: string) =>
  `${base(site)}/${segment(registryId)}/items`;
const REGISTRY_READS = ['getRegistry', 'searchRegistries'];

export const getRegistry = defineCall<{ readonly registryId: string }, Registry>({
  operation: 'getRegistry',
  service: 'registry',
  audience: 'shopper',
  method: 'GET',
  path: (site, { registryId }) => `${base(site)}/${segment(registryId)}`,
  query: (): RegistryReadQuery => ({ extended_product_detail: 'true' }),
});

/** The registries an owner has (the registry account page). */
export const searchRegistries = defineCall<
  { readonly webProfileId: string; readonly projection?: RegistrySearchQuery['projection'] },
  RegistrySearchResult
>({
  operation: 'searchRegistries',
  service: 'registry',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${base(site)}/search`,
  query: ({ webProfileId, projection }): RegistrySearchQuery => ({
    web_profile_id: webProfileId,
    projection,
  }),
});

export const createRegistry = defineCall<RegistryCreateRequest, Registry>({
  operation: 'createRegistry',
  service: 'registry',
  audience: 'shopper',
  method: 'POST',
  path: base,
  body: (registry) => registry,
  invalidates: REGISTRY_READS,
});

/**
 * The owner changes the pre- and post-event shipping addresses under the version check: a stale
 * version answers 409 REGISTRY_VERSION_CONFLICT (the page then tells what changed).
 */
export const updateRegistry = defineCall<
  { readonly registryId: string } & RegistryUpdateRequest,
  Registry
>({
  operation: 'updateRegistry',
  service: 'registry',
  audience: 'shopper',
  method: 'PATCH',
  path: (site, { registryId }) => `${base(site)}/${segment(registryId)}`,
  body: ({ registryId: _id, ...update }): RegistryUpdateRequest => update,
  invalidates: REGISTRY_READS,
});

export interface NewRegistryItem {
  readonly productId: string;
  readonly sku: string;
  readonly quantity: number;
  readonly favorite?: boolean;
}

/** Adds items (upsert: an item already listed has its quantity changed) on channel WEB_DESKTOP. */
export const addRegistryItems = defineCall<
  {
    readonly registryId: string;
    readonly version?: number;
    readonly items: readonly NewRegistryItem[];
  },
  Registry
>({
  operation: 'addRegistryItems',
  service: 'registry',
  audience: 'shopper',
  method: 'POST',
  path: (site, { registryId }) => items(site, registryId),
  query: (): RegistryItemsAddQuery => ({ upsert: 'true' }),
  body: (params): RegistryItemsAdd => ({
    ...(params.version !== undefined ? { version: params.version } : {}),
    items: params.items.map((item) => ({
      product_id: item.productId,
      sku: item.sku,
      requested_quantity: item.quantity,
      channel: 'WEB_DESKTOP',
      favorite: item.favorite ?? false,
    })),
  }),
  validate: (params) =>
    params.items.length > 0 &&
    params.items.every((item) => isValidAddToRegistry({ registryId: params.registryId, ...item }))
      ? undefined
      : VALIDATION_MESSAGES.addToRegistry,
  invalidates: REGISTRY_READS,
});

/**
 * Changes an item's quantities, and its "most wanted" mark, under a version check (catalogue
 * spec §4 step 4): a stale version answers 409.
 */
export const updateRegistryItem = defineCall<
  {
    readonly registryId: string;
    readonly version: number;
    readonly sku: string;
    readonly quantity: number;
    readonly purchasedQuantity?: number;
    /** The owner's "most wanted" mark, sent with the item's requested quantity. */
    readonly favorite?: boolean;
  },
  Registry
>({
  operation: 'updateRegistryItem',
  service: 'registry',
  audience: 'shopper',
  method: 'PATCH',
  path: (site, { registryId, sku }) => `${items(site, registryId)}/${segment(sku)}`,
  body: (params): RegistryItemPatch => [
    { op: 'test', path: '/version', value: params.version },
    { op: 'replace', path: '/requested_quantity', value: params.quantity },
    ...(params.purchasedQuantity !== undefined
      ? [
          {
            op: 'replace' as const,
            path: '/purchased_quantity' as const,
            value: params.purchasedQuantity,
          },
        ]
      : []),
    ...(params.favorite !== undefined
      ? [{ op: 'replace' as const, path: '/favorite' as const, value: params.favorite }]
      : []),
  ],
  validate: (params) =>
    isValidRegistryItemUpdate(params) ? undefined : VALIDATION_MESSAGES.updateRegistryItem,
  invalidates: REGISTRY_READS,
});

/** Removing an item sends the registry version (catalogue spec §4). */
export const removeRegistryItem = defineCall<
  { readonly registryId: string; readonly version: number; readonly sku: string },
  Registry
>({
  operation: 'removeRegistryItem',
  service: 'registry',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { registryId, sku }) => `${items(site, registryId)}/${segment(sku)}`,
  body: ({ version }): RegistryItemDelete => ({ version }),
  invalidates: REGISTRY_READS,
});

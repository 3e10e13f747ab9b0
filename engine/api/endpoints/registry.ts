import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import {
  isValidAddToRegistry,
  isValidRegistryItemUpdate,
} from '../../domain/validation/registry.ts';
import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import type {
  NewRegistry,
  NewRegistryItem,
  Registry,
  RegistrySearchResult,
} from '../types/registry.ts';
import { siteBase } from './paths.ts';

/** Registry service (catalogue spec §7 Registry; creation designed in its style). */
const base = (client: ApiClient) => siteBase(client, 'registry', 'v1');

export function getRegistry(
  client: ApiClient,
  registryId: string,
  signal?: AbortSignal,
): Promise<Registry> {
  return client.request({
    operation: 'getRegistry',
    method: 'GET',
    path: `${base(client)}/${segment(registryId)}`,
    query: { extended_product_detail: 'true' },
    signal,
  });
}

/** The registries an owner has (the registry account page). */
export function searchRegistries(
  client: ApiClient,
  params: { webProfileId: string; projection?: 'summary' | 'full' | 'extended' },
  signal?: AbortSignal,
): Promise<RegistrySearchResult> {
  return client.request({
    operation: 'searchRegistries',
    method: 'GET',
    path: `${base(client)}/search`,
    query: { web_profile_id: params.webProfileId, projection: params.projection },
    signal,
  });
}

export function createRegistry(client: ApiClient, registry: NewRegistry): Promise<Registry> {
  return client.request({
    operation: 'createRegistry',
    method: 'POST',
    path: base(client),
    body: registry,
  });
}

/** Adds items (upsert: an item already listed has its quantity changed) on channel WEB_DESKTOP. */
export async function addRegistryItems(
  client: ApiClient,
  params: { registryId: string; version?: number; items: readonly NewRegistryItem[] },
): Promise<Registry> {
  const valid =
    params.items.length > 0 &&
    params.items.every((item) => isValidAddToRegistry({ registryId: params.registryId, ...item }));
  if (!valid) throw client.invalid(VALIDATION_MESSAGES.addToRegistry);
  return client.request({
    operation: 'addRegistryItems',
    method: 'POST',
    path: `${base(client)}/${segment(params.registryId)}/items`,
    query: { upsert: 'true' },
    body: {
      ...(params.version !== undefined ? { version: params.version } : {}),
      items: params.items.map((item) => ({
        product_id: item.productId,
        sku: item.sku,
        requested_quantity: item.quantity,
        channel: 'WEB_DESKTOP',
        favorite: item.favorite ?? false,
      })),
    },
  });
}

/**
 * Changes an item's quantities under a version check (catalogue spec §4 step 4): a stale version
 * answers 409.
 */
export async function updateRegistryItem(
  client: ApiClient,
  params: {
    registryId: string;
    version: number;
    sku: string;
    quantity: number;
    purchasedQuantity?: number;
  },
): Promise<Registry> {
  if (!isValidRegistryItemUpdate(params))
    throw client.invalid(VALIDATION_MESSAGES.updateRegistryItem);
  return client.request({
    operation: 'updateRegistryItem',
    method: 'PATCH',
    path: `${base(client)}/${segment(params.registryId)}/items/${segment(params.sku)}`,
    body: [
      { op: 'test', path: '/version', value: params.version },
      { op: 'replace', path: '/requested_quantity', value: params.quantity },
      ...(params.purchasedQuantity !== undefined
        ? [{ op: 'replace', path: '/purchased_quantity', value: params.purchasedQuantity }]
        : []),
    ],
  });
}

/** Removing an item sends the registry version (catalogue spec §4). */
export function removeRegistryItem(
  client: ApiClient,
  params: { registryId: string; version: number; sku: string },
): Promise<Registry> {
  return client.request({
    operation: 'removeRegistryItem',
    method: 'DELETE',
    path: `${base(client)}/${segment(params.registryId)}/items/${segment(params.sku)}`,
    body: { version: params.version },
  });
}

import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import type {
  ClaimRequest,
  ClaimTypes,
  EligibleItems,
  EligibleOrders,
  ReturnOptions,
  ReturnRequest,
  SubmittedReturn,
} from '../types/orders.ts';
import { siteBase } from './paths.ts';

/** Returns and claims (catalogue spec §4 flows; designed). No guest continue: a signed-in shopper. */
export function getReturnableOrders(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<EligibleOrders> {
  return client.request({
    operation: 'getReturnableOrders',
    method: 'GET',
    path: `${siteBase(client, 'returns', 'v0')}/eligible-orders`,
    signal,
  });
}

export function getReturnableItems(
  client: ApiClient,
  orderNumber: string,
  signal?: AbortSignal,
): Promise<EligibleItems> {
  return client.request({
    operation: 'getReturnableItems',
    method: 'GET',
    path: `${siteBase(client, 'returns', 'v0')}/orders/${segment(orderNumber)}/eligible-items`,
    signal,
  });
}

export function getReturnOptions(client: ApiClient, signal?: AbortSignal): Promise<ReturnOptions> {
  return client.request({
    operation: 'getReturnOptions',
    method: 'GET',
    path: `${siteBase(client, 'returns', 'v0')}/methods`,
    signal,
  });
}

export function submitReturn(client: ApiClient, request: ReturnRequest): Promise<SubmittedReturn> {
  return client.request({
    operation: 'submitReturn',
    method: 'POST',
    path: `${siteBase(client, 'returns', 'v0')}/returns`,
    body: request,
  });
}

export function getClaimTypes(client: ApiClient, signal?: AbortSignal): Promise<ClaimTypes> {
  return client.request({
    operation: 'getClaimTypes',
    method: 'GET',
    path: `${siteBase(client, 'claims', 'v0')}/types`,
    signal,
  });
}

export function submitClaim(client: ApiClient, request: ClaimRequest): Promise<SubmittedReturn> {
  return client.request({
    operation: 'submitClaim',
    method: 'POST',
    path: `${siteBase(client, 'claims', 'v0')}/claims`,
    body: request,
  });
}

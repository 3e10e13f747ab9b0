import type {
  ClaimRequest,
  ClaimTypes,
  EligibleItems,
  EligibleOrders,
  ReturnOptions,
  ReturnRequest,
  SubmittedReturn,
} from '../../../schemas/api/generated/types.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import { siteBase } from './wire.ts';

/** Returns and claims (catalogue spec §4 flows; designed). No guest continue: a signed-in shopper. */
const RETURN_READS = ['getReturnableOrders', 'getReturnableItems', 'getOrders', 'getOrder'];

export const getReturnableOrders = defineCall<NoParams, EligibleOrders>({
  operation: 'getReturnableOrders',
  service: 'returns',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${siteBase(site, 'returns', 'v0')}/eligible-orders`,
});

export const getReturnableItems = defineCall<{ readonly orderNumber: string }, EligibleItems>({
  operation: 'getReturnableItems',
  service: 'returns',
  audience: 'shopper',
  method: 'GET',
  path: (site, { orderNumber }) =>
    `${siteBase(site, 'returns', 'v0')}/orders/${segment(orderNumber)}/eligible-items`,
});

export const getReturnOptions = defineCall<NoParams, ReturnOptions>({
  operation: 'getReturnOptions',
  service: 'returns',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${siteBase(site, 'returns', 'v0')}/methods`,
});

export const submitReturn = defineCall<ReturnRequest, SubmittedReturn>({
  operation: 'submitReturn',
  service: 'returns',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'returns', 'v0')}/returns`,
  body: (request) => request,
  invalidates: RETURN_READS,
});

export const getClaimTypes = defineCall<NoParams, ClaimTypes>({
  operation: 'getClaimTypes',
  service: 'claims',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${siteBase(site, 'claims', 'v0')}/types`,
});

export const submitClaim = defineCall<ClaimRequest, SubmittedReturn>({
  operation: 'submitClaim',
  service: 'claims',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'claims', 'v0')}/claims`,
  body: (request) => request,
  invalidates: RETURN_READS,
});

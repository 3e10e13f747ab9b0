import { queryOptions } from '@tanstack/react-query';
import { callApi, callScope, isApiRequestError } from '../../api/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { getLoyaltyRewards } from '../../api/calls/profile.ts';
import type { LoyaltyRewards } from '../../../schemas/api/generated/types.ts';
import { rewardsFailure } from '../../domain/account/rewards.ts';

export type RewardsRead =
  | { readonly kind: 'rewards'; readonly rewards: LoyaltyRewards }
  | { readonly kind: 'account-required' };

/**
 * The rewards page's read (shell spec §7 GET .../me/loyalty/rewards): the awards, or the answer
 * that the shopper has no rewards account (404 LOYALTY_ACCOUNT_REQUIRED, §8
 * 'rewards-account-required'), a state of the page rather than an error of the route. Keyed under
 * the call's scope, so joining (which invalidates getLoyaltyRewards) reads it again.
 */
export function rewardsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...callScope(api.site, getLoyaltyRewards), 'page'] as const,
    queryFn: async ({ signal }): Promise<RewardsRead> => {
      try {
        return { kind: 'rewards', rewards: await callApi(api, getLoyaltyRewards, {}, signal) };
      } catch (error) {
        if (isApiRequestError(error) && rewardsFailure(error) === 'account-required')
          return { kind: 'account-required' };
        throw error;
      }
    },
  });
}

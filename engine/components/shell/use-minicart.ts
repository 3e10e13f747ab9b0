import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { getMinicart } from '../../api/calls/minicart.ts';
import type { Minicart } from '../../../schemas/api/generated/types.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useSession } from './route-state.ts';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The cart count and discountable subtotal (catalogue spec §7 minicart) for the header's cart link
 * and the threshold banner. Read in the browser only: pages stay cacheable and cheap to render,
 * and the server's HTML and the hydrating render agree (no count) before the count arrives.
 */
export function useMinicart(): Minicart | undefined {
  const { api } = useAppEnv();
  const hydrated = useHydrated();
  // A shopper without a token has no cart: asking would be a 401 in their console.
  const hasToken = useSession().scopes.length > 0;
  const { data } = useQuery({
    ...apiQuery(api, getMinicart, {}),
    enabled: hydrated && hasToken,
    staleTime: 30_000,
  });
  return hydrated ? data : undefined;
}

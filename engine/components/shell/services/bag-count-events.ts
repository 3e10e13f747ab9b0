import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callScope } from '../../../api/index.ts';
import { getCurrentToken } from '../../../api/calls/auth.ts';
import { getCart } from '../../../api/calls/cart.ts';
import { getMinicart } from '../../../api/calls/minicart.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';

/**
 * Window events that say the bag changed outside the engine's own calls (shell spec §4: "Cart
 * count updates on item-added and bag-count events"): a tag, a live-help widget or another app on the
 * page adding to the bag. Their detail is not trusted; the header asks the API for the session
 * and the count.
 */
export const BAG_EVENTS = ['sf:item-added', 'sf:bag-count'] as const;

export function useBagCountEvents(): void {
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      // The session first: a guest's first add elsewhere made the token the header waits for.
      for (const read of [getCurrentToken, getMinicart, getCart]) {
        void queryClient.invalidateQueries({ queryKey: callScope(api.site, read) });
      }
    };
    for (const name of BAG_EVENTS) window.addEventListener(name, refresh);
    return () => {
      for (const name of BAG_EVENTS) window.removeEventListener(name, refresh);
    };
  }, [api, queryClient]);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '../../../schemas/api/generated/types.ts';
import { callScope } from '../../api/index.ts';
import type { SiteContext } from '../../api/index.ts';
import { inquireOrder } from '../../api/calls/orders.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * The order a guest found with its number and email, kept in the query cache under the shopper's
 * scope (signing in or out drops it) so the tracking, pickup and payments pages of the same order
 * show it without asking for the email again; a reload asks again (nothing is stored elsewhere).
 */
export const foundOrderKey = (site: SiteContext, orderNumber: string) =>
  [...callScope(site, inquireOrder), { orderNumber }] as const;

/** Kept for half an hour after the last page that shows it. */
const KEEP_MS = 30 * 60 * 1000;

export function useFoundOrder(initialNumber: string | undefined) {
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [orderNumber, setOrderNumber] = useState(initialNumber ?? '');
  const { data: order } = useQuery<Order>({
    queryKey: foundOrderKey(api.site, orderNumber),
    // Only the lookup form fills it: nothing here may fetch without the order's email.
    queryFn: () => Promise.reject(new Error('[storefront:orders] found orders are not fetched')),
    enabled: false,
    staleTime: Infinity,
    gcTime: KEEP_MS,
  });
  return {
    order: orderNumber ? order : undefined,
    /** Keeps the order the lookup form found (or an update of it) and shows it. */
    found(next: Order) {
      queryClient.setQueryData(foundOrderKey(api.site, next.orderNumber), next);
      setOrderNumber(next.orderNumber);
    },
    /** Back to the form, to find another order. */
    forget() {
      setOrderNumber('');
    },
  };
}

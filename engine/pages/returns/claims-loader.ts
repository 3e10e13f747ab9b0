import { apiQuery } from '../../api/index.ts';
import { getClaimTypes, getReturnableOrders } from '../../api/calls/returns.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { flowStep, loadOrderLines } from './returns-loader.ts';

/**
 * The claims flow's routes (catalogue spec §2 /claims and its children; shell spec §4 order: type,
 * select, return methods, details, review, confirmation). /claims/select with ?orderNumber= has
 * passed the separate order access check (routing/order-access.ts) before this runs.
 */
export function claimsLoader({ def, env }: LoaderContext): PageLoader {
  return async ({ request }) => {
    const { step, draft, returnId } = flowStep('claim', def.name, request);
    const reads: Promise<unknown>[] = [
      env.queryClient.fetchQuery(apiQuery(env.api, getClaimTypes, {})),
    ];
    if (step === 'claims-select') {
      reads.push(
        env.queryClient.fetchQuery({ ...apiQuery(env.api, getReturnableOrders, {}), staleTime: 0 }),
      );
    }
    if (step !== 'claims' && step !== 'claims-confirmation') {
      reads.push(loadOrderLines(env, 'claim', draft.orderNumber));
    }
    await Promise.all(reads);
    return {
      status: 200,
      view: 'ClaimsPage',
      props: { step, ...(returnId ? { returnId } : {}) },
    };
  };
}

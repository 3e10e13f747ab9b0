import { redirect } from 'react-router';
import { apiQuery, isApiRequestError } from '../../api/index.ts';
import {
  getReturnableItems,
  getReturnableOrders,
  getReturnOptions,
} from '../../api/calls/returns.ts';
import { parseDraft } from '../../domain/returns/return-draft.ts';
import type { ReturnDraft } from '../../domain/returns/return-draft.ts';
import { flowPath, returnIdOf, stepFor, stepsOf } from '../../domain/returns/return-steps.ts';
import type { Flow, FlowStep } from '../../domain/returns/return-steps.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

/**
 * The step a request may show, or the redirect to the one it belongs on: the draft in the query
 * (hostile input, parsed by return-draft.ts) decides which steps are done (return-steps.ts), so a
 * reload keeps the step and its choices and a step reached too early goes back to the first open.
 */
export function flowStep(
  flow: Flow,
  routeName: string,
  request: Request,
): { step: FlowStep; draft: ReturnDraft; returnId?: string } {
  const query = new URL(request.url).searchParams;
  const draft = parseDraft(query);
  const returnId = returnIdOf(query);
  const wanted = stepsOf(flow).find((step) => step === routeName) ?? stepsOf(flow)[0]!;
  const step = stepFor(flow, wanted, draft, returnId !== undefined);
  if (step !== wanted) throw redirect(flowPath(step, draft), 302);
  return { step, draft, ...(returnId ? { returnId } : {}) };
}

/**
 * The order's lines as the API answers them, fresh (another return may have taken some); an
 * order that is not the shopper's (or not an order) starts the flow again at its first step.
 */
export async function loadOrderLines(
  env: AppEnv,
  flow: Flow,
  orderNumber: string | undefined,
): Promise<void> {
  if (!orderNumber) return;
  try {
    await env.queryClient.fetchQuery({
      ...apiQuery(env.api, getReturnableItems, { orderNumber }),
      staleTime: 0,
      retry: false,
    });
  } catch (error) {
    if (isApiRequestError(error) && [400, 404].includes(error.status)) {
      throw redirect(flowPath(stepsOf(flow)[0]!, { items: [] }), 302);
    }
    throw error;
  }
}

/** The returns flow's routes (catalogue spec §2 /returns and its children; shell spec §4 order). */
export function returnsLoader({ def, env }: LoaderContext): PageLoader {
  return async ({ request }) => {
    const { step, draft, returnId } = flowStep('return', def.name, request);
    const reads: Promise<unknown>[] = [
      env.queryClient.fetchQuery({ ...apiQuery(env.api, getReturnableOrders, {}), staleTime: 0 }),
    ];
    if (step === 'returns-return-methods') {
      reads.push(env.queryClient.fetchQuery(apiQuery(env.api, getReturnOptions, {})));
    }
    if (step !== 'returns' && step !== 'returns-confirmation') {
      reads.push(loadOrderLines(env, 'return', draft.orderNumber));
    }
    await Promise.all(reads);
    return {
      status: 200,
      view: 'ReturnsPage',
      props: { step, ...(returnId ? { returnId } : {}) },
    };
  };
}

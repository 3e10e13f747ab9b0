import type { ReturnDraft, ReturnMethodId } from './return-draft.ts';
import { CLAIM_TYPES, RETURN_REASONS, draftQuery } from './return-draft.ts';

/**
 * The steps of the returns and claims flows in the spec's order (shell spec §4 "Returns: order
 * selection, details, return methods, review, confirmation. Claims: type, select, return methods,
 * details, review, confirmation"; catalogue spec §2 routes, §4 flows), named by their routes, and
 * which step a shopper may be on given what the draft holds: a step whose earlier choices are not
 * made sends the shopper back to the first one missing, as the checkout does (catalogue spec §2).
 */
export type Flow = 'return' | 'claim';

export const RETURN_STEPS = [
  'returns',
  'returns-details',
  'returns-return-methods',
  'returns-review',
  'returns-confirmation',
] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

export const CLAIM_STEPS = [
  'claims',
  'claims-select',
  'claims-return-methods',
  'claims-details',
  'claims-review',
  'claims-confirmation',
] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

export type FlowStep = ReturnStep | ClaimStep;

export const stepsOf = (flow: Flow): readonly FlowStep[] =>
  flow === 'return' ? RETURN_STEPS : CLAIM_STEPS;

/** The path of a step below the site's context path: "/returns/return-methods". */
export function stepPathOf(step: FlowStep): string {
  const [root, ...rest] = step.split('-');
  return rest.length === 0 ? `/${root}` : `/${root}/${rest.join('-')}`;
}

/** The query key of the submitted return's id on the confirmation step. */
export const RETURN_ID_KEY = 'return';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The submitted return's id of a confirmation's query, when it is one. */
export function returnIdOf(query: URLSearchParams): string | undefined {
  const id = query.get(RETURN_ID_KEY);
  return id !== null && UUID.test(id) ? id.toLowerCase() : undefined;
}

/** A step's path with the draft in its query; the confirmation's with the return's id. */
export function flowPath(step: FlowStep, draft: ReturnDraft, returnId?: string): string {
  const query = new URLSearchParams(draftQuery(draft));
  if (returnId) query.set(RETURN_ID_KEY, returnId);
  const text = query.toString();
  return text ? `${stepPathOf(step)}?${text}` : stepPathOf(step);
}

/** The step before `step` in its flow (none before the first). */
export function previousStep(flow: Flow, step: FlowStep): FlowStep | undefined {
  const steps = stepsOf(flow);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1] : undefined;
}

/**
 * The ways back a flow takes (schemas/api/returns: a return goes back by mail or in store; a claim
 * for something that never came has nothing to send back).
 */
export function methodsForDraft(flow: Flow, draft: ReturnDraft): readonly ReturnMethodId[] {
  if (flow === 'return') return ['MAIL', 'STORE'];
  if (draft.claimType === 'MISSING_ITEM' || draft.claimType === 'NOT_RECEIVED')
    return ['NO_RETURN'];
  return draft.claimType ? ['MAIL', 'STORE'] : [];
}

/** Whether the choice a step asks for is made in the draft. */
export function stepDone(step: FlowStep, draft: ReturnDraft): boolean {
  switch (step) {
    case 'returns':
      return draft.orderNumber !== undefined;
    case 'returns-details':
      return (
        draft.items.length > 0 &&
        draft.items.every(
          (item) => item.reason !== undefined && RETURN_REASONS.includes(item.reason),
        )
      );
    case 'claims':
      return draft.claimType !== undefined && CLAIM_TYPES.includes(draft.claimType);
    case 'claims-select':
      return draft.orderNumber !== undefined && draft.items.length > 0;
    case 'returns-return-methods':
      return draft.method !== undefined && methodsForDraft('return', draft).includes(draft.method);
    case 'claims-return-methods':
      return draft.method !== undefined && methodsForDraft('claim', draft).includes(draft.method);
    case 'claims-details':
      return draft.description !== undefined && draft.description.trim() !== '';
    // Review is done by submitting; the confirmation is the end.
    default:
      return false;
  }
}

/** The first step of the flow whose choice is not made yet (the review when all are). */
export function firstOpenStep(flow: Flow, draft: ReturnDraft): FlowStep {
  const steps = stepsOf(flow);
  const review = steps[steps.length - 2]!;
  return steps.slice(0, -2).find((step) => !stepDone(step, draft)) ?? review;
}

/**
 * Where a shopper asking for `wanted` belongs: `wanted` when every earlier step is done, else the
 * first open one. The confirmation needs the submitted return's number (`submitted`).
 */
export function stepFor(
  flow: Flow,
  wanted: FlowStep,
  draft: ReturnDraft,
  submitted = false,
): FlowStep {
  const steps = stepsOf(flow);
  const index = steps.indexOf(wanted);
  if (index < 0) return steps[0]!;
  if (index === steps.length - 1) return submitted ? wanted : firstOpenStep(flow, draft);
  const open = steps.indexOf(firstOpenStep(flow, draft));
  return index <= open ? wanted : steps[open]!;
}

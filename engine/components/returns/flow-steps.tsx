import type { ReturnDraft } from '../../domain/returns/return-draft.ts';
import { firstOpenStep, flowPath, stepsOf } from '../../domain/returns/return-steps.ts';
import type { Flow, FlowStep } from '../../domain/returns/return-steps.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { StepNav } from '../checkout/step-nav.tsx';

/** The label key of each step (shell spec §4 step order). */
export const STEP_LABELS: Readonly<Record<FlowStep, string>> = {
  returns: 'returns.step.orderSelection',
  'returns-details': 'returns.step.details',
  'returns-return-methods': 'returns.step.returnMethods',
  'returns-review': 'returns.step.review',
  'returns-confirmation': 'returns.step.confirmation',
  claims: 'claims.step.type',
  'claims-select': 'claims.step.select',
  'claims-return-methods': 'claims.step.returnMethods',
  'claims-details': 'claims.step.details',
  'claims-review': 'claims.step.review',
  'claims-confirmation': 'claims.step.confirmation',
};

/**
 * A flow's steps in order (the checkout's step list): the current one marked, the ones before it
 * linked with the draft so going back keeps every choice.
 */
export function FlowSteps({
  flow,
  step,
  draft,
}: {
  flow: Flow;
  step: FlowStep;
  draft: ReturnDraft;
}) {
  const { t } = useTranslation();
  const steps = stepsOf(flow).slice(0, -1);
  const open = steps.indexOf(firstOpenStep(flow, draft));
  return (
    <StepNav
      steps={steps.map((name, index) => ({
        key: name,
        label: t(STEP_LABELS[name]),
        path: flowPath(name, draft),
        reachable: index <= open,
      }))}
      current={steps.indexOf(step)}
    />
  );
}

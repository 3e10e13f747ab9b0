import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { apiQuery } from '../../api/index.ts';
import {
  getReturnableItems,
  getReturnableOrders,
  getReturnOptions,
} from '../../api/calls/returns.ts';
import { SiteLink } from '../../components/common/site-link.tsx';
import { ChosenItems } from '../../components/returns/chosen-items.tsx';
import { FlowFrame } from '../../components/returns/flow-frame.tsx';
import { ItemChoice } from '../../components/returns/item-choice.tsx';
import { MethodChoice } from '../../components/returns/method-choice.tsx';
import { OrderChoice } from '../../components/returns/order-choice.tsx';
import { ReturnReview } from '../../components/returns/return-review.tsx';
import { SubmittedReturnView } from '../../components/returns/submitted-return.tsx';
import { useFlow } from '../../components/returns/use-flow.ts';
import type { ResolvedReturnsPageProps } from '../../config/generated/resolved.ts';
import { parseDraft, withMethod, withOrder } from '../../domain/returns/return-draft.ts';
import type { ReturnDraft, ReturnMethodId } from '../../domain/returns/return-draft.ts';
import { totalQuantity } from '../../domain/returns/return-rules.ts';
import { flowPath, methodsForDraft, previousStep } from '../../domain/returns/return-steps.ts';
import type { ReturnStep } from '../../domain/returns/return-steps.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import '../checkout/checkout.css';

/**
 * The returns flow (issue 14; catalogue spec §2 /returns, §4 "Returns flow"; shell spec §2.2 no
 * guest continue, §4 step order): order selection, details (items, quantities, a reason each),
 * return methods (restock fees shown, multi-label returns behind their flag), review and
 * confirmation. One view for its steps, the step from the route; what is chosen lives in the
 * address, so back, forward and a reload keep it.
 */
export default function ReturnsPage({ step, returnId }: ResolvedReturnsPageProps) {
  const location = useLocation();
  // A new entry (another step, or the same step with another draft) starts from its address.
  return (
    <ReturnsStep key={location.key} step={step} returnId={returnId} search={location.search} />
  );
}

function ReturnsStep({
  step,
  returnId,
  search,
}: {
  step: ReturnStep;
  returnId?: string;
  search: string;
}) {
  const { t } = useTranslation();
  const { api, flags } = useAppEnv();
  const { go, keep } = useFlow();
  const [draft, setDraft] = useState<ReturnDraft>(() => parseDraft(new URLSearchParams(search)));
  const multiLabel = flags.enableMultiLabelReturns === true;
  const { data: orders } = useQuery(apiQuery(api, getReturnableOrders, {}));
  const orderNumber = draft.orderNumber ?? '';
  const { data: items } = useQuery({
    ...apiQuery(api, getReturnableItems, { orderNumber }),
    enabled: orderNumber !== '' && step !== 'returns' && step !== 'returns-confirmation',
  });
  const { data: options } = useQuery({
    ...apiQuery(api, getReturnOptions, {}),
    enabled: step === 'returns-return-methods',
  });

  const change = (next: ReturnDraft) => {
    setDraft(next);
    keep(next);
  };
  const before = previousStep('return', step);
  const back = before ? (
    <SiteLink to={flowPath(before, draft)}>{t('returns.back')}</SiteLink>
  ) : null;

  if (step === 'returns-confirmation') {
    return <SubmittedReturnView flow="return" returnId={returnId ?? ''} draft={draft} />;
  }

  const chosen =
    items && draft.items.length > 0 && step !== 'returns-details' ? (
      <section aria-labelledby="sf-returns-chosen">
        <h2 id="sf-returns-chosen">
          {t('returns.review.items', { orderNumber: draft.orderNumber ?? '' })}
        </h2>
        <ChosenItems flow="return" draft={draft} items={items} />
      </section>
    ) : null;

  let body;
  if (step === 'returns') {
    body = orders ? (
      <OrderChoice
        orders={orders}
        chosen={draft.orderNumber}
        legend={t('returns.chooseOrder')}
        onChoose={(number) => go('returns-details', withOrder(draft, number))}
      />
    ) : null;
  } else if (!items) {
    body = <p role="status">{t('common.loading')}</p>;
  } else if (step === 'returns-details') {
    body = (
      <ItemChoice
        flow="return"
        items={items}
        chosen={draft.items}
        back={back}
        onChange={(next) => change({ ...draft, items: next })}
        onContinue={(next) => go('returns-return-methods', { ...draft, items: next })}
      />
    );
  } else if (step === 'returns-return-methods') {
    const offered = (options?.methods ?? [])
      .filter((method) => method.kinds.includes('return'))
      .map((method) => method.id as ReturnMethodId)
      .filter((id) => methodsForDraft('return', draft).includes(id));
    body = options ? (
      <MethodChoice
        methods={offered}
        chosen={draft.method}
        labels={draft.labels}
        multiLabel={multiLabel}
        quantity={totalQuantity(draft.items)}
        back={back}
        onChange={(method, labels) => change(withMethod(draft, method, labels))}
        onContinue={(method, labels) => go('returns-review', withMethod(draft, method, labels))}
      />
    ) : (
      <p role="status">{t('common.loading')}</p>
    );
  } else {
    body = (
      <ReturnReview
        flow="return"
        draft={draft}
        items={items}
        multiLabel={multiLabel}
        back={back}
        onSubmitted={(submitted) => go('returns-confirmation', draft, submitted.id)}
      />
    );
  }
  return (
    <FlowFrame
      flow="return"
      step={step}
      draft={draft}
      windowDays={orders?.windowDays}
      aside={step === 'returns-review' ? null : chosen}
    >
      {body}
    </FlowFrame>
  );
}

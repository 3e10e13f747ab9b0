import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { apiQuery } from '../../api/index.ts';
import { getClaimTypes, getReturnableItems, getReturnableOrders } from '../../api/calls/returns.ts';
import { SiteLink } from '../../components/common/site-link.tsx';
import { ChosenItems } from '../../components/returns/chosen-items.tsx';
import { ClaimDetailsForm } from '../../components/returns/claim-details-form.tsx';
import { ClaimTypeChoice } from '../../components/returns/claim-type-choice.tsx';
import { FlowFrame } from '../../components/returns/flow-frame.tsx';
import { ItemChoice } from '../../components/returns/item-choice.tsx';
import { MethodChoice } from '../../components/returns/method-choice.tsx';
import { OrderChoice } from '../../components/returns/order-choice.tsx';
import { ReturnReview } from '../../components/returns/return-review.tsx';
import { SubmittedReturnView } from '../../components/returns/submitted-return.tsx';
import { useFlow } from '../../components/returns/use-flow.ts';
import type { ResolvedClaimsPageProps } from '../../config/generated/resolved.ts';
import {
  CLAIM_TYPES,
  parseDraft,
  withDetails,
  withMethod,
  withOrder,
} from '../../domain/returns/return-draft.ts';
import type {
  ClaimTypeId,
  ReturnDraft,
  ReturnMethodId,
} from '../../domain/returns/return-draft.ts';
import { totalQuantity } from '../../domain/returns/return-rules.ts';
import { flowPath, methodsForDraft, previousStep } from '../../domain/returns/return-steps.ts';
import type { ClaimStep } from '../../domain/returns/return-steps.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import '../checkout/checkout.css';

/**
 * The claims flow (issue 14; catalogue spec §2 /claims, §4 "Claims flow"; shell spec §2.2 no
 * guest continue and the separate access check of claims order selection, §4 step order): claim
 * type, select (the order, then its items), return methods (those the type takes), details,
 * review and confirmation; what is chosen lives in the address, as in the returns flow.
 */
export default function ClaimsPage({ step, returnId }: ResolvedClaimsPageProps) {
  const location = useLocation();
  return <ClaimsStep key={location.key} step={step} returnId={returnId} search={location.search} />;
}

function ClaimsStep({
  step,
  returnId,
  search,
}: {
  step: ClaimStep;
  returnId?: string;
  search: string;
}) {
  const { t } = useTranslation();
  const { api, flags } = useAppEnv();
  const { go, keep } = useFlow();
  const [draft, setDraft] = useState<ReturnDraft>(() => parseDraft(new URLSearchParams(search)));
  const { data: types } = useQuery(apiQuery(api, getClaimTypes, {}));
  const { data: orders } = useQuery({
    ...apiQuery(api, getReturnableOrders, {}),
    enabled: step === 'claims-select',
  });
  const orderNumber = draft.orderNumber ?? '';
  const { data: items } = useQuery({
    ...apiQuery(api, getReturnableItems, { orderNumber }),
    enabled: orderNumber !== '' && step !== 'claims' && step !== 'claims-confirmation',
  });

  const change = (next: ReturnDraft) => {
    setDraft(next);
    keep(next);
  };
  const before = previousStep('claim', step);
  const back = before ? (
    <SiteLink to={flowPath(before, draft)}>{t('returns.back')}</SiteLink>
  ) : null;

  if (step === 'claims-confirmation') {
    return <SubmittedReturnView flow="claim" returnId={returnId ?? ''} draft={draft} />;
  }

  let body;
  if (step === 'claims') {
    const offered = (types?.types ?? [])
      .map((type) => type.id as ClaimTypeId)
      .filter((id) => CLAIM_TYPES.includes(id));
    body = types ? (
      <ClaimTypeChoice
        types={offered}
        chosen={draft.claimType}
        onContinue={(claimType) =>
          go(
            'claims-select',
            // Another type may take other ways back: the method is chosen again.
            withMethod(
              { ...draft, claimType },
              claimType === draft.claimType ? draft.method : undefined,
              draft.labels,
            ),
          )
        }
      />
    ) : null;
  } else if (step === 'claims-select' && !draft.orderNumber) {
    body = orders ? (
      <>
        <OrderChoice
          orders={orders}
          legend={t('claims.chooseOrder')}
          onChoose={(number) => go('claims-select', withOrder(draft, number))}
        />
        <div className="sf-checkout__actions">{back}</div>
      </>
    ) : null;
  } else if (!items) {
    body = <p role="status">{t('common.loading')}</p>;
  } else if (step === 'claims-select') {
    body = (
      <>
        <p className="sf-returns__order-line">
          {t('returns.review.items', { orderNumber })}{' '}
          <SiteLink
            to={flowPath('claims-select', {
              items: [],
              ...(draft.claimType ? { claimType: draft.claimType } : {}),
            })}
          >
            {t('claims.changeOrder')}
          </SiteLink>
        </p>
        <ItemChoice
          flow="claim"
          items={items}
          chosen={draft.items}
          back={back}
          onChange={(next) => change({ ...draft, items: next })}
          onContinue={(next) => go('claims-return-methods', { ...draft, items: next })}
        />
      </>
    );
  } else if (step === 'claims-return-methods') {
    const type = types?.types.find((entry) => entry.id === draft.claimType);
    const offered = (type?.methods ?? [])
      .map((id) => id as ReturnMethodId)
      .filter((id) => methodsForDraft('claim', draft).includes(id));
    body = types ? (
      <MethodChoice
        methods={offered}
        chosen={draft.method}
        labels={draft.labels}
        multiLabel={false}
        quantity={totalQuantity(draft.items)}
        back={back}
        onChange={(method) => change(withMethod(draft, method, undefined))}
        onContinue={(method) => go('claims-details', withMethod(draft, method, undefined))}
      />
    ) : null;
  } else if (step === 'claims-details') {
    body = (
      <ClaimDetailsForm
        description={draft.description}
        resolution={draft.resolution}
        back={back}
        onChange={(description, resolution) => change(withDetails(draft, description, resolution))}
        onContinue={(description, resolution) =>
          go('claims-review', withDetails(draft, description, resolution))
        }
      />
    );
  } else {
    body = (
      <ReturnReview
        flow="claim"
        draft={draft}
        items={items}
        multiLabel={flags.enableMultiLabelReturns === true}
        back={back}
        onSubmitted={(submitted) => go('claims-confirmation', draft, submitted.id)}
      />
    );
  }
  const chosen =
    items && draft.items.length > 0 && step !== 'claims-select' && step !== 'claims-review' ? (
      <section aria-labelledby="sf-returns-chosen">
        <h2 id="sf-returns-chosen">{t('returns.review.items', { orderNumber })}</h2>
        <ChosenItems flow="claim" draft={draft} items={items} />
      </section>
    ) : null;
  return (
    <FlowFrame flow="claim" step={step} draft={draft} aside={chosen}>
      {body}
    </FlowFrame>
  );
}

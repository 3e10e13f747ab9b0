import { useState } from 'react';
import type { ReactNode } from 'react';
import type { EligibleItems, SubmittedReturn } from '../../../schemas/api/generated/types.ts';
import { callApi, isApiRequestError } from '../../api/index.ts';
import { submitClaim, submitReturn } from '../../api/calls/returns.ts';
import type { ReturnDraft } from '../../domain/returns/return-draft.ts';
import { labelCount, totalQuantity } from '../../domain/returns/return-rules.ts';
import type { Flow, FlowStep } from '../../domain/returns/return-steps.ts';
import { flowPath } from '../../domain/returns/return-steps.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { ChosenItems } from './chosen-items.tsx';

/**
 * The review step: everything chosen, each part with a link back to the step that chose it, then
 * the submission (once: the button is busy while it runs). What the API refuses (a quantity taken
 * meanwhile) is said at the top and nothing chosen is lost.
 */
export function ReturnReview({
  flow,
  draft,
  items,
  multiLabel,
  onSubmitted,
  back,
}: {
  flow: Flow;
  draft: ReturnDraft;
  items: EligibleItems;
  multiLabel: boolean;
  onSubmitted: (submitted: SubmittedReturn) => void | Promise<void>;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const labels = labelCount(multiLabel, draft.method, totalQuantity(draft.items), draft.labels);
  const edit = (step: FlowStep, name: string) => (
    <SiteLink to={flowPath(step, draft)}>
      <span aria-hidden="true">{t('common.edit')}</span>
      <span className="sf-visually-hidden">{t('returns.review.edit', { name })}</span>
    </SiteLink>
  );

  async function submit() {
    if (pending || !draft.orderNumber || !draft.method) return;
    setPending(true);
    setError(undefined);
    try {
      const submitted =
        flow === 'return'
          ? await callApi(api, submitReturn, {
              orderNumber: draft.orderNumber,
              items: draft.items.map((item) => ({
                itemId: item.itemId,
                quantity: item.quantity,
                reason: item.reason ?? 'OTHER',
              })),
              method: draft.method === 'STORE' ? 'STORE' : 'MAIL',
              ...(draft.method === 'MAIL' && labels > 1 ? { labels } : {}),
            })
          : await callApi(api, submitClaim, {
              claimType: draft.claimType ?? 'DAMAGED',
              orderNumber: draft.orderNumber,
              items: draft.items.map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
              method: draft.method,
              details: {
                description: draft.description ?? '',
                ...(draft.resolution ? { resolution: draft.resolution } : {}),
              },
            });
      await onSubmitted(submitted);
    } catch (caught) {
      setError(
        isApiRequestError(caught) && [400, 409].includes(caught.status)
          ? t('returns.error.changed')
          : t('returns.error.generic'),
      );
      setPending(false);
    }
  }

  const itemsStep = flow === 'return' ? 'returns-details' : 'claims-select';
  const methodStep = flow === 'return' ? 'returns-return-methods' : 'claims-return-methods';
  return (
    <div className="sf-checkout__form sf-returns__review" aria-busy={pending}>
      {error ? (
        <p className="sf-error" role="alert">
          {error}
        </p>
      ) : null}
      {flow === 'claim' && draft.claimType ? (
        <section className="sf-checkout__recap" aria-labelledby="sf-returns-review-type">
          <h2 id="sf-returns-review-type">{t('claims.step.type')}</h2>
          <p>{t(`claims.types.${draft.claimType}.name`)}</p>
          {edit('claims', t('claims.step.type'))}
        </section>
      ) : null}
      <section className="sf-checkout__recap" aria-labelledby="sf-returns-review-items">
        <h2 id="sf-returns-review-items">
          {t('returns.review.items', { orderNumber: draft.orderNumber ?? '' })}
        </h2>
        <ChosenItems flow={flow} draft={draft} items={items} />
        {edit(itemsStep, t('returns.review.itemsName'))}
      </section>
      <section className="sf-checkout__recap" aria-labelledby="sf-returns-review-method">
        <h2 id="sf-returns-review-method">{t('returns.methods.legend')}</h2>
        {draft.method ? <p>{t(`returns.methods.${draft.method}.name`)}</p> : null}
        {labels > 1 ? <p>{t('returns.labels.count', { count: labels })}</p> : null}
        {edit(methodStep, t('returns.methods.legend'))}
      </section>
      {flow === 'claim' ? (
        <section className="sf-checkout__recap" aria-labelledby="sf-returns-review-details">
          <h2 id="sf-returns-review-details">{t('claims.step.details')}</h2>
          <p className="sf-returns__description">{draft.description}</p>
          {draft.resolution ? <p>{t(`claims.resolutions.${draft.resolution}`)}</p> : null}
          {edit('claims-details', t('claims.step.details'))}
        </section>
      ) : null}
      <div className="sf-checkout__actions">
        {back}
        <button
          type="button"
          className="sf-button"
          disabled={pending}
          onClick={() => void submit()}
        >
          {pending
            ? t('returns.submitting')
            : t(flow === 'return' ? 'returns.submit' : 'claims.submit')}
        </button>
      </div>
    </div>
  );
}

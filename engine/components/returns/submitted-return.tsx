import type { ReturnDraft } from '../../domain/returns/return-draft.ts';
import { labelCount, totalQuantity } from '../../domain/returns/return-rules.ts';
import type { Flow } from '../../domain/returns/return-steps.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';

/** The reference a shopper quotes: the first block of the return's id, upper case. */
export const returnReference = (id: string): string => id.slice(0, 8).toUpperCase();

/**
 * The confirmation: the return's (or claim's) number, its order, and what happens next for the
 * way back chosen: labels by email for mail (one per parcel on a multi-label return), the
 * store's till for a return in store, nothing to send for a claim without a return.
 */
export function SubmittedReturnView({
  flow,
  returnId,
  draft,
}: {
  flow: Flow;
  returnId: string;
  draft: ReturnDraft;
}) {
  const { t } = useTranslation();
  const { flags } = useAppEnv();
  const labels = labelCount(
    flags.enableMultiLabelReturns === true,
    draft.method,
    totalQuantity(draft.items),
    draft.labels,
  );
  const prefix = flow === 'return' ? 'returns' : 'claims';
  return (
    <section className="sf-checkout__confirmation sf-returns__done" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title" tabIndex={-1}>
        {t(`${prefix}.confirmation.title`)}
      </h1>
      <p className="sf-checkout__order-number">
        {t(`${prefix}.confirmation.number`, { number: returnReference(returnId) })}
      </p>
      {draft.orderNumber ? (
        <p>{t('returns.confirmation.forOrder', { orderNumber: draft.orderNumber })}</p>
      ) : null}
      <h2>{t('checkout.confirmation.nextTitle')}</h2>
      <ol className="sf-returns__next">
        {draft.method === 'MAIL' ? (
          <>
            <li>{t('returns.next.labels', { count: labels })}</li>
            <li>{t('returns.next.pack', { count: labels })}</li>
            <li>{t('returns.next.refund')}</li>
          </>
        ) : draft.method === 'STORE' ? (
          <>
            <li>{t('returns.next.store')}</li>
            <li>{t('returns.next.refund')}</li>
          </>
        ) : (
          <li>{t('claims.next.contact')}</li>
        )}
      </ol>
      <p className="sf-checkout__actions">
        <SiteLink to="/account/orders">{t('returns.confirmation.orders')}</SiteLink>
        <SiteLink to="/" className="sf-button">
          {t('common.continueShopping')}
        </SiteLink>
      </p>
    </section>
  );
}

import type { EligibleItems } from '../../../schemas/api/generated/types.ts';
import { formatMoney } from '../../domain/money.ts';
import type { ReturnDraft } from '../../domain/returns/return-draft.ts';
import { estimatedRefund, restockFee } from '../../domain/returns/return-rules.ts';
import type { Flow } from '../../domain/returns/return-steps.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { RestockNote } from './restock-note.tsx';

/** The lines chosen so far: name, quantity, a return's reason, the restock fee where one applies. */
export function ChosenItems({
  flow,
  draft,
  items,
}: {
  flow: Flow;
  draft: ReturnDraft;
  items: EligibleItems;
}) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const lines = new Map(items.items.map((line) => [line.itemId, line]));
  const refund = flow === 'return' ? estimatedRefund(draft.items, items.items) : undefined;
  return (
    <>
      <ul className="sf-returns__chosen">
        {draft.items.map((item) => {
          const line = lines.get(item.itemId);
          if (!line) return null;
          const fee = restockFee(line.restockFeeCode);
          return (
            <li key={item.itemId}>
              <span className="sf-returns__line-head">
                <strong>{line.displayName}</strong>
                <span>{formatMoney(line.unitPrice * item.quantity, items.currency, locale)}</span>
              </span>
              <span className="sf-checkout__note">
                {t('returns.itemMeta', {
                  color: line.colorName,
                  size: line.sizeName,
                  quantity: item.quantity,
                })}
              </span>
              {flow === 'return' && item.reason ? (
                <span className="sf-checkout__note">
                  {t('returns.reason')}: {t(`returns.reasons.${item.reason}`)}
                </span>
              ) : null}
              {fee && flow === 'return' ? (
                <RestockNote
                  fee={fee}
                  unitPrice={line.unitPrice}
                  quantity={item.quantity}
                  currency={items.currency}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {refund !== undefined && refund > 0 ? (
        <p className="sf-returns__refund">
          {t('returns.review.refund', { amount: formatMoney(refund, items.currency, locale) })}
        </p>
      ) : null}
    </>
  );
}

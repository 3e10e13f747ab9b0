import { formatMoney } from '../../domain/money.ts';
import { restockAmount } from '../../domain/returns/return-rules.ts';
import type { RestockFee } from '../../domain/returns/return-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * A line's restock fee (catalogue spec §3 returnRestockInfo.feeCode): its code and what it means,
 * the share of the price kept and what that comes to for the quantity sent back.
 */
export function RestockNote({
  fee,
  unitPrice,
  quantity,
  currency,
}: {
  fee: RestockFee;
  unitPrice: number;
  quantity: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const amount = restockAmount(fee, unitPrice, quantity);
  return (
    <p className="sf-returns__fee">
      <span className="sf-returns__fee-code">{fee.code}</span>{' '}
      {amount !== undefined && fee.percent !== undefined
        ? t('returns.restock.percent', {
            percent: fee.percent,
            amount: formatMoney(amount, currency, locale),
          })
        : t('returns.restock.other')}
    </p>
  );
}

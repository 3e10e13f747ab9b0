import type { SavedPayment } from '../../../schemas/api/generated/types.ts';
import { cardSummary } from '../../domain/account/saved-card.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { BRAND_NAMES } from '../checkout/card-fields.tsx';

/** A saved card in brief: brand, last four, expiry, and an "Expired" mark once past it. */
export function SavedCardLabel({ card, now }: { card: SavedPayment; now: Date }) {
  const { t } = useTranslation();
  const detail = card.creditCardDetail;
  const summary = cardSummary(detail.expirationMonth, detail.expirationYear, now);
  const [month, year] = summary.expiry.split('/');
  return (
    <>
      <p>
        <strong>
          {t('account.payments.cardEnding', {
            cardType: BRAND_NAMES[detail.cardType],
            lastFour: detail.lastFourDigits,
          })}
        </strong>
      </p>
      <p className="sf-account__muted">
        {t('account.payments.expires', { month, year })}
        {summary.expired ? (
          <>
            {' '}
            <span className="sf-account__badge sf-account__badge--muted">
              {t('account.payments.expired')}
            </span>
          </>
        ) : null}
      </p>
    </>
  );
}

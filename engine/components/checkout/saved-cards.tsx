import type { SavedPayment } from '../../../schemas/api/generated/types.ts';
import { isExpired } from '../../domain/payment/card-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { BRAND_NAMES } from './card-fields.tsx';
import { SecurityCodeField } from './security-code-field.tsx';

export const NEW_CARD = 'new';

/** A saved card may pay when it has not expired (catalogue spec §5 expired rule). */
export function usableCard(payment: SavedPayment, now: Date): boolean {
  const { expirationMonth: month, expirationYear: year } = payment.creditCardDetail;
  return !isExpired({ month, year }, now);
}

/**
 * A signed-in shopper's saved cards (shell spec §3.2 Payment): brand, last four and expiry, an
 * expired one shown but not choosable, and "a new card". A card that needs verification asks for
 * its security code, which is encrypted before it is sent.
 */
export function SavedCards({
  id,
  cards,
  chosen,
  onChoose,
  code,
  codeError,
  onCode,
}: {
  id: string;
  cards: readonly SavedPayment[];
  chosen: string;
  onChoose: (id: string) => void;
  code: string;
  codeError?: string;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation();
  const now = new Date();
  const selected = cards.find((card) => card.id === chosen);
  return (
    <>
      <fieldset className="sf-checkout__choices">
        <legend>{t('checkout.payment.savedCards')}</legend>
        {cards.map((card) => {
          const detail = card.creditCardDetail;
          const usable = usableCard(card, now);
          return (
            <label key={card.id} className="sf-checkout__choice">
              <input
                type="radio"
                name="savedCard"
                value={card.id}
                disabled={!usable}
                checked={chosen === card.id}
                onChange={() => onChoose(card.id)}
              />
              <span>
                {t('checkout.payment.savedCard', {
                  brand: BRAND_NAMES[detail.cardType],
                  lastFour: detail.lastFourDigits,
                  expiry: `${String(detail.expirationMonth).padStart(2, '0')}/${String(detail.expirationYear).slice(-2)}`,
                })}
                {usable ? null : <> · {t('checkout.payment.savedCardExpired')}</>}
              </span>
            </label>
          );
        })}
        <label className="sf-checkout__choice">
          <input
            type="radio"
            name="savedCard"
            value={NEW_CARD}
            checked={chosen === NEW_CARD}
            onChange={() => onChoose(NEW_CARD)}
          />
          <span>{t('checkout.payment.newCard')}</span>
        </label>
      </fieldset>
      {selected?.creditCardDetail.needsVerification ? (
        <SecurityCodeField
          id={`${id}-verification`}
          note={t('checkout.payment.verifyCard')}
          error={codeError}
          value={code}
          onChange={onCode}
        />
      ) : null}
    </>
  );
}

import { useId } from 'react';
import type { ResolvedGiftCardFieldsProps } from '../../config/generated/resolved.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import {
  GIFT_CARD_NAME_MAX,
  earliestDeliveryDate,
  giftCardFieldId,
  giftCardProblems,
  messageMaxLength,
} from '../../domain/gift-card-details.ts';
import { EMPTY_GIFT_CARD } from '../../domain/gift-card-kind.ts';
import type { GiftCardDraft, GiftCardField } from '../../domain/gift-card-kind.ts';

/** The registered props (kind, checked) and what ProductDetails passes at run time. */
export type GiftCardFieldsProps = ResolvedGiftCardFieldsProps & {
  readonly draft?: GiftCardDraft;
  readonly onChange?: (draft: GiftCardDraft) => void;
};

/**
 * The recipient, message and delivery date of a gift card (catalogue spec §3 gift card info):
 * a physical card's name and message are optional; an e-gift card's recipient name and email
 * are required and it may be sent on a later day. The message counts down to the brand's limit.
 * Registered as GiftCardFields (a part): gift card pages preload it, so it hydrates with them.
 */
export default function GiftCardFields({
  kind,
  checked,
  draft = EMPTY_GIFT_CARD,
  onChange = () => undefined,
}: GiftCardFieldsProps) {
  const { t } = useTranslation();
  const limits = useAppEnv().site.limits.giftMessage;
  const problems = checked ? giftCardProblems(kind, draft, limits, new Date()) : {};
  const countId = useId();
  const max = messageMaxLength(kind, limits);
  const electronic = kind === 'electronic';
  const set = (field: GiftCardField) => (value: string) => onChange({ ...draft, [field]: value });
  const error = (field: GiftCardField) => {
    const problem = problems[field];
    return problem ? (
      <p id={`${giftCardFieldId(field)}-error`} className="sf-product__field-error">
        {t(`product.giftCard.${problem}`, { max })}
      </p>
    ) : null;
  };
  const described = (field: GiftCardField, extra?: string) =>
    [problems[field] ? `${giftCardFieldId(field)}-error` : '', extra ?? ''].join(' ').trim() ||
    undefined;
  return (
    <fieldset className="sf-product__gift-card">
      <legend>{t('product.giftCard.title')}</legend>
      <label htmlFor={giftCardFieldId('name')}>
        {t(electronic ? 'product.giftCard.recipientName' : 'product.giftCard.name')}
      </label>
      <input
        id={giftCardFieldId('name')}
        value={draft.name}
        maxLength={GIFT_CARD_NAME_MAX}
        autoComplete="off"
        required={electronic}
        aria-invalid={problems.name ? true : undefined}
        aria-describedby={described('name')}
        onChange={(event) => set('name')(event.target.value)}
      />
      {error('name')}
      {electronic ? (
        <>
          <label htmlFor={giftCardFieldId('emailAddress')}>{t('product.giftCard.email')}</label>
          <input
            id={giftCardFieldId('emailAddress')}
            type="email"
            value={draft.emailAddress}
            maxLength={254}
            autoComplete="off"
            required
            aria-invalid={problems.emailAddress ? true : undefined}
            aria-describedby={described('emailAddress')}
            onChange={(event) => set('emailAddress')(event.target.value)}
          />
          {error('emailAddress')}
        </>
      ) : null}
      <label htmlFor={giftCardFieldId('message')}>{t('product.giftCard.message')}</label>
      <textarea
        id={giftCardFieldId('message')}
        value={draft.message}
        rows={3}
        aria-invalid={problems.message ? true : undefined}
        aria-describedby={described('message', countId)}
        onChange={(event) => set('message')(event.target.value)}
      />
      <p id={countId} className="sf-product__field-hint">
        {t('product.giftCard.messageCount', { count: draft.message.length, max })}
      </p>
      {error('message')}
      {electronic ? (
        <>
          <label htmlFor={giftCardFieldId('deliveryDate')}>
            {t('product.giftCard.deliveryDate')}
          </label>
          <input
            id={giftCardFieldId('deliveryDate')}
            type="date"
            value={draft.deliveryDate}
            min={earliestDeliveryDate(new Date())}
            aria-invalid={problems.deliveryDate ? true : undefined}
            aria-describedby={described('deliveryDate', `${giftCardFieldId('deliveryDate')}-hint`)}
            onChange={(event) => set('deliveryDate')(event.target.value)}
          />
          <p id={`${giftCardFieldId('deliveryDate')}-hint`} className="sf-product__field-hint">
            {t('product.giftCard.deliveryHint')}
          </p>
          {error('deliveryDate')}
        </>
      ) : null}
    </fieldset>
  );
}

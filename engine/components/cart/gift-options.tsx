import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { apiQuery, callApi, callScope, isApiRequestError } from '../../api/index.ts';
import { getCart, getGiftOptions, setGiftOptions } from '../../api/calls/cart.ts';
import type { Cart } from '../../../schemas/api/generated/types.ts';
import type { GiftMessageProblem } from '../../domain/cart/gift-options.ts';
import {
  giftMessageCharactersLeft,
  giftMessageProblem,
  giftMessageProblemOf,
} from '../../domain/cart/gift-options.ts';
import { formatMoney } from '../../domain/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * Gift wrap and a gift message for the order (issue 12; catalogue spec §5 "per-site switches:
 * gift wrap, gift message"): the wraps the site offers with their prices, a message counted down
 * to the brand's limit, checked here as the API checks it; a refusal shows at its field with what
 * was chosen and typed kept. Shown only where the site offers one of them.
 */
export default function GiftOptions({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { api, site, locale } = useAppEnv();
  const queryClient = useQueryClient();
  const id = useId();
  const { data: offer } = useQuery({ ...apiQuery(api, getGiftOptions, {}), staleTime: 600_000 });
  const [wrap, setWrap] = useState(cart.giftOptions.giftWrapSku ?? '');
  const [message, setMessage] = useState(cart.giftOptions.giftMessage ?? '');
  const [problem, setProblem] = useState<GiftMessageProblem | 'failed' | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  if (!offer) return null;
  const wraps = site.switches.giftWrap ? offer.giftWraps : [];
  const messageOffered = site.switches.giftMessage && offer.giftMessage.offered;
  if (wraps.length === 0 && !messageOffered) return null;
  const { maxLength } = offer.giftMessage;
  const left = giftMessageCharactersLeft(message, maxLength);
  const messageId = `${id}-message`;
  const errorId = `${messageId}-error`;
  const counterId = `${messageId}-counter`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const local = messageOffered ? giftMessageProblem(message, maxLength) : undefined;
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      const next = await callApi(api, setGiftOptions, {
        giftWrapSku: wrap === '' ? null : wrap,
        giftMessage: messageOffered && message.trim() !== '' ? message : null,
      });
      queryClient.setQueriesData({ queryKey: callScope(api.site, getCart) }, next);
      await queryClient.invalidateQueries({ queryKey: callScope(api.site, getCart) });
      setStatus(t('cart.gift.saved'));
    } catch (error) {
      const fromApi = isApiRequestError(error)
        ? giftMessageProblemOf(error.fieldErrors)
        : undefined;
      setProblem(fromApi ?? 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sf-cart-gift" aria-labelledby={`${id}-title`} onSubmit={(e) => void save(e)}>
      <h2 id={`${id}-title`}>{t('cart.gift.title')}</h2>
      {wraps.length > 0 ? (
        <fieldset className="sf-cart-gift__wraps">
          <legend>{t('cart.giftWrap')}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-wrap`}
              value=""
              checked={wrap === ''}
              onChange={() => setWrap('')}
            />
            {t('cart.gift.noWrap')}
          </label>
          {wraps.map((option) => (
            <label key={option.sku}>
              <input
                type="radio"
                name={`${id}-wrap`}
                value={option.sku}
                checked={wrap === option.sku}
                onChange={() => setWrap(option.sku)}
              />
              {option.name} ({formatMoney(option.price, site.currency, locale)})
            </label>
          ))}
        </fieldset>
      ) : null}
      {messageOffered ? (
        <div className="sf-field">
          <label htmlFor={messageId}>{t('cart.giftMessage')}</label>
          <textarea
            id={messageId}
            rows={3}
            value={message}
            aria-invalid={problem && problem !== 'failed' ? true : undefined}
            aria-describedby={problem ? `${counterId} ${errorId}` : counterId}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={counterId} className="sf-cart-gift__counter">
            {left >= 0
              ? t('cart.gift.charactersLeft', { count: left })
              : t('cart.gift.charactersOver', { count: -left })}
          </p>
          {problem ? (
            <p id={errorId} className="sf-error">
              {t(`cart.gift.${problem}`, { max: maxLength })}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="sf-button" disabled={busy}>
        {t('cart.gift.save')}
      </button>
      <p role="status" className="sf-cart-gift__status">
        {status}
      </p>
    </form>
  );
}

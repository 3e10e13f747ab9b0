import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { callApi, callScope, isApiRequestError } from '../../api/index.ts';
import { applyPromoCode, getCart, removePromoCode } from '../../api/calls/cart.ts';
import type { Cart } from '../../../schemas/api/generated/types.ts';
import type { PromoProblem } from '../../domain/cart/promo-code.ts';
import { promoCodeToSend, promoProblemOf } from '../../domain/cart/promo-code.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { TextField } from '../form/text-field.tsx';

/**
 * The cart's promo code (issue 12; the call is designed, the spec names only the field): a code is
 * applied or refused with its reason at the field, the typed code kept; the applied code shows
 * with a Remove button, or, while the bag no longer qualifies, why it takes nothing off.
 */
export function PromoCode({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<PromoProblem | undefined>();
  const [busy, setBusy] = useState(false);
  const promotion = cart.priceInfo.promotion;

  const settle = async (work: () => Promise<Cart>) => {
    setBusy(true);
    try {
      const next = await work();
      queryClient.setQueriesData({ queryKey: callScope(api.site, getCart) }, next);
      await queryClient.invalidateQueries({ queryKey: callScope(api.site, getCart) });
      return true;
    } catch (error) {
      setProblem(isApiRequestError(error) ? promoProblemOf(error) : 'failed');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const code = promoCodeToSend(typed);
    if (code === 'required') {
      setProblem('required');
      return;
    }
    setProblem(undefined);
    if (await settle(() => callApi(api, applyPromoCode, { code }))) setTyped('');
  };

  return (
    <div className="sf-cart-promo">
      {promotion ? (
        <div className="sf-cart-promo__applied" role="status">
          <p>
            {promotion.applied
              ? t('cart.promoApplied', { code: promotion.code })
              : t('cart.promo.notApplied', {
                  code: promotion.code,
                  reason: t(`cart.promo.${promotion.reason ?? 'PROMO_CODE_INVALID'}`),
                })}
          </p>
          <button
            type="button"
            className="sf-link-button"
            disabled={busy}
            aria-label={t('cart.promo.removeCode', { code: promotion.code })}
            onClick={() =>
              void settle(() => callApi(api, removePromoCode, { code: promotion.code }))
            }
          >
            {t('cart.promo.remove')}
          </button>
        </div>
      ) : null}
      <form className="sf-cart-promo__form" noValidate onSubmit={(event) => void apply(event)}>
        <TextField
          id={`${id}-code`}
          label={t('cart.promoCode')}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          {...(problem ? { error: t(`cart.promo.${problem}`) } : {})}
        />
        <button type="submit" className="sf-button" disabled={busy}>
          {t('cart.promo.apply')}
        </button>
      </form>
    </div>
  );
}

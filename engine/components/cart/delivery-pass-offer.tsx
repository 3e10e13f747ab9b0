import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { callApi, callScope, isApiRequestError } from '../../api/index.ts';
import { getCart, setDeliveryPass } from '../../api/calls/cart.ts';
import type { Cart } from '../../../schemas/api/generated/types.ts';
import type { PassProblem } from '../../domain/cart/delivery-pass-offer.ts';
import { passProblemOf } from '../../domain/cart/delivery-pass-offer.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';

/**
 * Buying a Delivery Pass in the bag (issue 12; shell spec §1 "a delivery-pass membership", "where
 * the site's billing countries allow it"): the API offers it (cart.deliveryPass, null where the
 * site sells none or the shopper already has a running pass) with its price and term; a signed-in
 * shopper adds it as a cart-level option, like gift wrap, and may remove it; a guest is sent to
 * sign in first (the pass belongs to an account). A refusal shows in an alert beside the button.
 *
 * A chunk of its own the bag loads after hydration where the API offers a pass (issue 9 budgets:
 * the bag's first load is at its edge); its strings are the checkout's, which it loads first (the
 * shopper's next page needs them anyway), so the server renders nothing here and the page does not
 * hydrate text the browser has no strings for.
 */
export default function DeliveryPassOffer({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { api, locale, loadStrings, login } = useAppEnv();
  const queryClient = useQueryClient();
  const id = useId();
  const location = useLocation();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PassProblem | undefined>();
  const [status, setStatus] = useState('');
  // The button the shopper pressed goes away with the change: focus moves to the one that replaces
  // it. While a change runs the button says so (aria-disabled) but keeps the focus.
  const moved = useRef(false);
  const action = useRef<HTMLButtonElement>(null);
  const offer = cart.deliveryPass;
  const added = offer?.added === true;

  useEffect(() => {
    let live = true;
    void (loadStrings ? loadStrings(['checkout']) : Promise.resolve()).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [loadStrings]);

  useEffect(() => {
    if (!moved.current || busy) return;
    moved.current = false;
    action.current?.focus();
  }, [added, busy]);

  if (!offer || !ready) return null;
  const price = formatMoney(offer.price, cart.priceInfo.currency, locale);
  const titleId = `${id}-title`;
  const problemId = `${id}-problem`;

  const change = async (next: boolean) => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    setStatus('');
    try {
      const answer = await callApi(api, setDeliveryPass, { added: next });
      moved.current = true;
      queryClient.setQueriesData({ queryKey: callScope(api.site, getCart) }, answer);
      await queryClient.invalidateQueries({ queryKey: callScope(api.site, getCart) });
      setStatus(
        t(next ? 'checkout.deliveryPass.addedStatus' : 'checkout.deliveryPass.removedStatus'),
      );
    } catch (error) {
      setProblem(passProblemOf(isApiRequestError(error) ? error : undefined));
    } finally {
      setBusy(false);
    }
  };

  const signIn = (event: MouseEvent<HTMLAnchorElement>) => {
    // As the header's Sign In: the login modal, the bag read again once signed in; without
    // JavaScript (or with a modifier key) the sign-in page, which comes back to the bag.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Shell spec §4: the pass belongs to an account, the required upgrade (no continue-as-guest).
    // Its words (modals.*) are the account bundle's, which the bag has not loaded.
    void (loadStrings ? loadStrings(['account']) : Promise.resolve())
      .catch(() => undefined)
      .then(() => login.open('required-upgrade'));
  };

  return (
    <section className="sf-cart-pass" aria-labelledby={titleId} aria-busy={busy}>
      <div className="sf-cart-pass__head">
        <h2 id={titleId}>{t('checkout.deliveryPass.title')}</h2>
        <p className="sf-cart-pass__price">{price}</p>
      </div>
      <p className="sf-cart-pass__pitch">
        {t('checkout.deliveryPass.pitch', { count: offer.termMonths })}
      </p>
      {added ? (
        <>
          <p className="sf-cart-pass__added">
            <span className="sf-cart-pass__check" aria-hidden="true">
              ✓
            </span>{' '}
            {t('checkout.deliveryPass.added', { count: offer.termMonths })}
          </p>
          <button
            ref={action}
            type="button"
            className="sf-link-button sf-cart-pass__remove"
            aria-disabled={busy || undefined}
            aria-describedby={problem ? problemId : undefined}
            onClick={() => void change(false)}
          >
            {t('checkout.deliveryPass.remove')}
          </button>
        </>
      ) : offer.signInRequired ? (
        <p className="sf-cart-pass__sign-in">
          {t('checkout.deliveryPass.signInNote')}{' '}
          <SiteLink
            to={`/login?returnUrl=${encodeURIComponent(location.pathname + location.search)}`}
            onClick={signIn}
          >
            {t('checkout.deliveryPass.signIn')}
          </SiteLink>
        </p>
      ) : (
        <button
          ref={action}
          type="button"
          className="sf-button sf-cart-pass__add"
          aria-disabled={busy || undefined}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => void change(true)}
        >
          {t('checkout.deliveryPass.add', { price })}
        </button>
      )}
      {problem ? (
        <p id={problemId} className="sf-error sf-cart-pass__problem" role="alert">
          {problemText(problem, t, locale)}
        </p>
      ) : null}
      <p className="sf-visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}

function problemText(
  problem: PassProblem,
  t: ReturnType<typeof useTranslation>['t'],
  locale: string,
): string {
  if (problem.reason !== 'member') return t(`checkout.deliveryPass.${problem.reason}`);
  return problem.until
    ? t('checkout.deliveryPass.memberUntil', {
        // A calendar date: read in UTC, as written, whatever the browser's zone.
        date: formatDate(problem.until, locale, { dateStyle: 'long', timeZone: 'UTC' }),
      })
    : t('checkout.deliveryPass.member');
}

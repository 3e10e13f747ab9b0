import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Cart, PaymentRequest } from '../../../schemas/api/generated/types.ts';
import { apiQuery, callApi, isApiRequestError } from '../../api/index.ts';
import { getCurrentToken } from '../../api/calls/auth.ts';
import {
  getPaymentMethods,
  placeOrder,
  setPayment,
  startPaymentSession,
} from '../../api/calls/checkout.ts';
import { getPxpPublicKey } from '../../api/calls/configuration.ts';
import { getPayments, verifyPayment } from '../../api/calls/profile.ts';
import type { ApiRequestError } from '../../api/index.ts';
import {
  INVALID_PICKUP_PATH,
  PICKUP_STORE_UNAVAILABLE,
  paymentStepQuery,
} from '../../domain/checkout/query-flags.ts';
import { cardProblems, stripToDigits } from '../../domain/payment/card-rules.ts';
import {
  isRedirectMethod,
  PROVIDER_NAMES,
  redirectAction,
  REDIRECT_METHODS,
} from '../../domain/payment/redirect-methods.ts';
import type { CardProblem } from '../../domain/payment/card-rules.ts';
import { normalStylistId, stylistIdProblem } from '../../domain/payment/stylist-id.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink, useSitePath } from '../common/site-link.tsx';
import { TextField } from '../form/text-field.tsx';
import { encryptCard } from './card-encryption.ts';
import { API_CARD_CODES, CardFields, EMPTY_CARD } from './card-fields.tsx';
import type { CardInput } from './card-fields.tsx';
import { checkoutDraft, clearCheckoutDraft } from './checkout-draft.ts';
import { usePaymentLibrary } from './payment-library.ts';
import { forgetOrderAttempt, placeOrderOnce } from './place-order-once.ts';
import { RedirectMethodDetails } from './redirect-method-details.tsx';
import { useProviderConfirmation } from './use-provider-confirmation.ts';
import { useHydrated } from '../shell/use-minicart.ts';
import { browserTakes } from './wallet-support.ts';
import { NEW_CARD, SavedCards, usableCard } from './saved-cards.tsx';
import { securityCodeVerification, verificationCodeValid } from './verify-saved-card.ts';
import type { GiftCardEntry } from './split-gift-card.tsx';

// Split tender's gift card fields: loaded when the shopper adds a gift card to a card payment.
const SplitGiftCard = lazy(() => import('./split-gift-card.tsx'));
// Pay with your stylist (issue 12): its field and explanation load when the method is chosen.
const StylistPayment = lazy(() => import('./stylist-payment.tsx'));

/**
 * The methods this page takes: those with details here (card, gift card, the stylist's ID) or
 * none (an agent's hold), and those paid on the provider's page, Apple Pay among them where the
 * browser can pay with it (wallet-support.ts). Google Pay needs its provider library's readiness
 * call, which this page does not open.
 */
const OWN_METHODS = ['CREDIT_CARD', 'GIFT_CARD', 'CUSTOMER_REP_HOLD', 'STYLIST'] as const;
const METHODS: readonly string[] = [...OWN_METHODS, ...REDIRECT_METHODS];
type OwnMethod = (typeof OWN_METHODS)[number];
type Method = string;
const METHOD_KEYS: Readonly<Record<OwnMethod, string>> = {
  CREDIT_CARD: 'checkout.payment.creditCard',
  GIFT_CARD: 'checkout.payment.giftCard',
  CUSTOMER_REP_HOLD: 'checkout.payment.customerRepHold',
  STYLIST: 'checkoutMore.stylist.method',
};

/**
 * The payment step and Place Order (catalogue spec §5): the methods the API offers this shopper and
 * cart (its availability rules: active, currency, language, role, pay-later ranges), the card form
 * with its rules checked here and the number encrypted before it is sent, then one order however
 * often the button is pressed. An item that ran out meanwhile is named and the shopper returned to
 * the bag; an expired card is refused on its field with everything typed kept.
 */
export function PaymentStep({ cart, back }: { cart: Cart; back: string }) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = useId();
  const { data: methods, isError } = useQuery(apiQuery(api, getPaymentMethods, {}));
  // The browser's wallet is asked after hydration only: the server cannot know it.
  const hydrated = useHydrated();
  // In the API's order: the card first, then the providers, then gift cards and the rest.
  const offered = (methods?.methods ?? [])
    .filter(
      (entry) =>
        entry.available &&
        METHODS.includes(entry.paymentType) &&
        (entry.paymentType !== 'APPLE_PAY' || (hydrated && browserTakes(entry.paymentType))),
    )
    .map((entry) => entry.paymentType as Method);
  const label = (method: Method) =>
    isRedirectMethod(method) ? PROVIDER_NAMES[method] : t(METHOD_KEYS[method as OwnMethod]);
  const sitePath = useSitePath();
  const acceptedBrands =
    methods?.methods.find((entry) => entry.paymentType === 'CREDIT_CARD')?.acceptedCreditCards ??
    [];
  const stored = checkoutDraft(site.id);
  // Back from a provider's page, the method the cart holds stays chosen.
  const [method, setMethod] = useState<Method | undefined>(() => cart.payment?.paymentType);
  const { data: token } = useQuery({ ...apiQuery(api, getCurrentToken, {}), staleTime: Infinity });
  const signedIn = token?.scopes.includes('registered') ?? false;
  const { data: payments } = useQuery({ ...apiQuery(api, getPayments, {}), enabled: signedIn });
  const savedCards = (payments ?? []).filter((payment) => payment.visible);
  const [savedChoice, setSavedChoice] = useState<string | undefined>();
  const savedCard =
    savedChoice ?? savedCards.find((payment) => usableCard(payment, new Date()))?.id ?? NEW_CARD;
  const chosenSaved = savedCards.find((payment) => payment.id === savedCard);
  const [verification, setVerification] = useState('');
  const [verificationError, setVerificationError] = useState(false);
  const chosen = method && offered.includes(method) ? method : offered[0];
  // The card payment provider's library (catalogue spec §7), loaded when card payment is chosen.
  const cardLibrary = usePaymentLibrary(api, queryClient, hydrated && chosen === 'CREDIT_CARD');
  const cardUnavailable = chosen === 'CREDIT_CARD' && cardLibrary === 'unavailable';
  const [card, setCard] = useState<CardInput>(() => ({
    ...EMPTY_CARD,
    expiry: stored.card?.expiry ?? '',
  }));
  const [giftCard, setGiftCard] = useState({ cardNumber: '', pin: '' });
  const [stylistId, setStylistId] = useState('');
  // The stylist ID's problem as a string key, shown on its field.
  const [stylistError, setStylistError] = useState<string | undefined>();
  // Split tender (issue 12): a gift card paying its balance, the card the rest; off when undefined.
  const [splitGift, setSplitGift] = useState<GiftCardEntry | undefined>();
  const [problems, setProblems] = useState<CardProblem[]>([]);
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const { paymentError, apmCompleted, scaCompleted } = paymentStepQuery(query);
  const authenticated = apmCompleted || scaCompleted;
  const redirect =
    chosen && isRedirectMethod(chosen)
      ? { method: chosen, action: redirectAction(chosen, cart.payment, authenticated) }
      : undefined;
  // Back before the provider's approval reached the API: the cart is read again for a while.
  const confirming = useProviderConfirmation(
    authenticated &&
      !paymentError &&
      redirect !== undefined &&
      cart.payment?.paymentType === redirect.method &&
      cart.payment.providerStatus === 'pending',
  );
  const heldProvider =
    cart.payment && isRedirectMethod(cart.payment.paymentType)
      ? PROVIDER_NAMES[cart.payment.paymentType]
      : undefined;

  const changeCard = (next: CardInput) => {
    stored.card = { expiry: next.expiry };
    setCard(next);
    if (problems.length > 0) setProblems([]);
  };

  /** To the provider's page: the cart holds the method, the provider sends the shopper back. */
  async function payOnProvider(selected: Method): Promise<void> {
    await callApi(api, setPayment, { paymentType: selected as PaymentRequest['paymentType'] });
    const session = await callApi(api, startPaymentSession, {
      returnPath: site.contextPath + sitePath('/checkout/payment'),
    });
    window.location.assign(api.baseUrl + session.providerPath);
  }

  async function paymentRequest(selected: Method): Promise<PaymentRequest> {
    if (selected === 'GIFT_CARD') {
      return {
        paymentType: 'GIFT_CARD',
        giftCard: { cardNumber: stripToDigits(giftCard.cardNumber), pin: giftCard.pin.trim() },
      };
    }
    if (selected === 'STYLIST')
      return { paymentType: 'STYLIST', stylistId: normalStylistId(stylistId) };
    if (selected !== 'CREDIT_CARD')
      return { paymentType: selected as PaymentRequest['paymentType'] };
    const key = await queryClient.fetchQuery({
      ...apiQuery(api, getPxpPublicKey, {}),
      staleTime: 5 * 60 * 1000,
    });
    if (chosenSaved) {
      if (chosenSaved.creditCardDetail.needsVerification) {
        await callApi(api, verifyPayment, {
          id: chosenSaved.id,
          ...(await securityCodeVerification(api, queryClient, verification)),
        });
      }
      return { paymentType: 'CREDIT_CARD', paymentId: chosenSaved.id, ...splitRequest() };
    }
    const encrypted = await encryptCard(
      {
        number: stripToDigits(card.number),
        expiry: card.expiry.replace(/\s/g, ''),
        securityCode: card.securityCode.trim(),
      },
      key.publicEncryptionKey.pem,
    );
    return {
      paymentType: 'CREDIT_CARD',
      encryptedCard: { encryptionId: key.encryptionId, encryptedCard: encrypted },
      ...splitRequest(),
    };
  }

  function splitRequest(): Pick<PaymentRequest, 'giftCard'> {
    if (!splitGift) return {};
    return {
      giftCard: { cardNumber: stripToDigits(splitGift.cardNumber), pin: splitGift.pin.trim() },
    };
  }

  function explain(failure: unknown) {
    const error = isApiRequestError(failure) ? (failure as ApiRequestError) : undefined;
    const cardFields = (error?.fieldErrors ?? [])
      .map((entry) =>
        Object.hasOwn(API_CARD_CODES, entry.code) ? API_CARD_CODES[entry.code] : undefined,
      )
      .filter((problem): problem is CardProblem => problem !== undefined);
    if (cardFields.length > 0) {
      setProblems(cardFields);
      return;
    }
    const stylistField = error?.fieldErrors?.find((entry) => entry.field === 'stylistId');
    if (stylistField) {
      setStylistError(
        stylistField.code === 'STYLIST_NOT_FOUND'
          ? 'checkoutMore.stylist.unknown'
          : 'checkoutMore.stylist.required',
      );
      document.getElementById(`${id}-stylistId`)?.focus();
      return;
    }
    if (error?.code === 'OUT_OF_STOCK') {
      const lineId = error.fieldErrors?.[0]?.field.replace(/^items\./, '');
      const line = cart.items.find((entry) => entry.id === lineId);
      const name = line ? `${line.displayName} (${line.colorName}, ${line.sizeName})` : '';
      void navigate('/cart', {
        state: { checkoutNotice: t('checkout.outOfStock', { name }) },
      });
      return;
    }
    // The API names a refusal by its code, or by the code of its field error (400s).
    const codes = new Set([error?.code, ...(error?.fieldErrors ?? []).map((entry) => entry.code)]);
    if (codes.has(PICKUP_STORE_UNAVAILABLE)) {
      // The pickup store stopped offering pickup since the delivery step: the address step says so
      // and the shopper chooses again (nothing else is lost; the API kept the cart).
      void navigate(INVALID_PICKUP_PATH);
      return;
    }
    if (
      heldProvider &&
      (codes.has('PAYMENT_AMOUNT_CHANGED') || codes.has('PAYMENT_NOT_AUTHORIZED'))
    ) {
      // The approval no longer covers this bag: the step goes back to sending the shopper there.
      setAlert(t('checkout.payment.reapprove', { name: heldProvider }));
      void navigate('/checkout/payment?payment=1', { replace: true });
      return;
    }
    if (codes.has('CART_NOT_ACTIVE')) setAlert(t('checkout.alreadyPlaced'));
    else if (codes.has('GIFT_CARD_INVALID')) setAlert(t('checkout.payment.giftCardInvalid'));
    else if (codes.has('GIFT_CARD_EMPTY')) setAlert(t('checkoutMore.giftCard.empty'));
    else if (codes.has('SPLIT_TENDER_NOT_SUPPORTED')) setAlert(t('checkout.payment.giftCardShort'));
    // The payment rules refused the method (a rule-based payment, or the total left its range).
    else if (codes.has('PAYMENT_METHOD_UNAVAILABLE'))
      setAlert(t('checkout.payment.methodUnavailable'));
    else setAlert(t('checkout.error.generic'));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen || submitting.current) return;
    setAlert(undefined);
    if (chosen === 'CREDIT_CARD' && chosenSaved) {
      const codeProblem =
        chosenSaved.creditCardDetail.needsVerification &&
        !verificationCodeValid(chosenSaved, verification);
      setVerificationError(codeProblem);
      if (codeProblem) {
        document.getElementById(`${id}-verification`)?.focus();
        return;
      }
    } else if (chosen === 'STYLIST') {
      const problem = stylistIdProblem(stylistId);
      setStylistError(problem ? `checkoutMore.stylist.${problem}` : undefined);
      if (problem) {
        document.getElementById(`${id}-stylistId`)?.focus();
        return;
      }
    }
    if (cardUnavailable) {
      // §8: the library raised an error; the card stays as typed for when it is back.
      setAlert(t('checkout.payment.cardUnavailable'));
      return;
    }
    if (chosen === 'CREDIT_CARD' && !chosenSaved) {
      const found = cardProblems(card, acceptedBrands, new Date());
      setProblems(found);
      if (found.length > 0) {
        document.getElementById(`${id}-${found[0]!.split('.')[0]}`)?.focus();
        return;
      }
    }
    submitting.current = true;
    setPending(true);
    if (redirect?.action === 'pay') {
      try {
        await payOnProvider(chosen);
      } catch (failure) {
        explain(failure);
        submitting.current = false;
        setPending(false);
      }
      return;
    }
    const cartKey = cart.id ?? site.id;
    try {
      const order = await placeOrderOnce(cartKey, async (idempotencyKey) => {
        // A provider's approval is on the cart already; choosing the method again would undo it.
        if (!redirect) await callApi(api, setPayment, await paymentRequest(chosen));
        return callApi(api, placeOrder, { idempotencyKey });
      });
      forgetOrderAttempt(cartKey);
      clearCheckoutDraft(site.id);
      setCard(EMPTY_CARD);
      await navigate(
        `/checkout/order-confirmation?order-confirmation=1&orderNumber=${encodeURIComponent(order.orderNumber)}`,
        { replace: true },
      );
    } catch (failure) {
      explain(failure);
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  return (
    <form
      className="sf-checkout__form"
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      data-card-library={chosen === 'CREDIT_CARD' ? cardLibrary : undefined}
    >
      <h2>{t('checkout.step.payment')}</h2>
      {paymentError ? (
        <p className="sf-error" role="alert">
          {heldProvider
            ? t('checkout.payment.declined', { name: heldProvider })
            : t('checkout.payment.failed', { code: paymentError.slice(0, 40) })}
        </p>
      ) : null}
      {authenticated && !heldProvider ? (
        <p role="status">{t('checkout.payment.authenticated')}</p>
      ) : null}
      {alert || isError ? (
        <p className="sf-error" role="alert">
          {alert ?? t('checkout.error.generic')}
        </p>
      ) : null}
      {!methods ? (
        isError ? null : (
          <p role="status">{t('common.loading')}</p>
        )
      ) : offered.length === 0 ? (
        <p role="alert">{t('checkout.payment.noMethods')}</p>
      ) : (
        <>
          {offered.length > 1 ? (
            <fieldset className="sf-checkout__choices">
              <legend>{t('checkout.payment.method')}</legend>
              {offered.map((entry) => (
                <label key={entry} className="sf-checkout__choice">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={entry}
                    checked={chosen === entry}
                    onChange={() => setMethod(entry)}
                  />
                  <span>{label(entry)}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <h3>{label(offered[0]!)}</h3>
          )}
          {redirect && methods ? (
            <RedirectMethodDetails
              method={redirect.method}
              total={methods.total}
              currency={methods.currency}
              approved={redirect.action === 'place'}
              confirming={confirming}
            />
          ) : null}
          {cardUnavailable && alert === undefined ? (
            <p className="sf-error" role="alert">
              {t('checkout.payment.cardUnavailable')}
            </p>
          ) : null}
          {chosen === 'CREDIT_CARD' && savedCards.length > 0 ? (
            <SavedCards
              id={id}
              cards={savedCards}
              chosen={savedCard}
              onChoose={setSavedChoice}
              code={verification}
              codeError={verificationError ? t('validation.securityCode') : undefined}
              onCode={setVerification}
            />
          ) : null}
          {chosen === 'CREDIT_CARD' && !chosenSaved ? (
            <CardFields id={id} card={card} problems={problems} onChange={changeCard} />
          ) : null}
          {chosen === 'CREDIT_CARD' && offered.includes('GIFT_CARD') ? (
            <div className="sf-checkout__split">
              <label className="sf-checkout__choice">
                <input
                  type="checkbox"
                  checked={splitGift !== undefined}
                  onChange={(event) =>
                    setSplitGift(event.target.checked ? { cardNumber: '', pin: '' } : undefined)
                  }
                />
                <span>
                  {t('checkoutMore.giftCard.add')}
                  <br />
                  <small>{t('checkoutMore.giftCard.hint')}</small>
                </span>
              </label>
              {splitGift ? (
                <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
                  <SplitGiftCard value={splitGift} onChange={setSplitGift} />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          {chosen === 'STYLIST' ? (
            <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
              <StylistPayment
                id={`${id}-stylistId`}
                value={stylistId}
                error={stylistError ? t(stylistError) : undefined}
                onChange={(next) => {
                  setStylistId(next);
                  if (stylistError) setStylistError(undefined);
                }}
              />
            </Suspense>
          ) : null}
          {chosen === 'GIFT_CARD' ? (
            <div className="sf-checkout__row">
              <TextField
                id={`${id}-giftCard`}
                label={t('form.giftCardNumber')}
                inputMode="numeric"
                autoComplete="off"
                value={giftCard.cardNumber}
                onChange={(cardNumber) => setGiftCard({ ...giftCard, cardNumber })}
              />
              <TextField
                id={`${id}-pin`}
                label={t('form.pin')}
                inputMode="numeric"
                autoComplete="off"
                value={giftCard.pin}
                onChange={(pin) => setGiftCard({ ...giftCard, pin })}
              />
            </div>
          ) : null}
        </>
      )}
      <p className="sf-checkout__note">{t('checkout.termsNotice')}</p>
      <div className="sf-checkout__actions">
        <SiteLink to={back}>{t('checkout.backToDelivery')}</SiteLink>
        <button
          type="submit"
          className="sf-button"
          disabled={!chosen || confirming}
          aria-disabled={pending}
        >
          {pending
            ? t('checkout.placing')
            : redirect?.action === 'pay'
              ? t('checkout.payment.continueWith', { name: PROVIDER_NAMES[redirect.method] })
              : t('checkout.placeOrder')}
        </button>
      </div>
    </form>
  );
}

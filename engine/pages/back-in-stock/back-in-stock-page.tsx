import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { callApi, isApiRequestError } from '../../api/index.ts';
import { submitBISNform } from '../../api/calls/likes.ts';
import { subscribeToMarketing } from '../../api/calls/forms.ts';
import { SiteLink } from '../../components/common/site-link.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { isValidStyleNumber } from '../../domain/validation/catalogue.ts';
import { isValidEmail } from '../../domain/validation/email.ts';
import type { ResolvedBackInStockPageProps } from '../../config/generated/resolved.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * A product or sku id from the query: what the API's back-in-stock schema takes (a non-blank
 * string of at most 64 characters, schemas/api/likes/back-in-stock.schema.json).
 */
export function isItemId(value: string | null): value is string {
  return value !== null && value.length <= 64 && /\S/.test(value);
}

/** The item the query names, or undefined when an id is missing or not of its shape. */
export function itemOf(
  query: URLSearchParams,
): { productId: string; skuId: string; styleNumber: string } | undefined {
  const productId = query.get('productId');
  const skuId = query.get('skuId');
  const styleNumber = query.get('styleNumber');
  if (!isItemId(productId) || !isItemId(skuId) || !isValidStyleNumber(styleNumber)) {
    return undefined;
  }
  return { productId, skuId, styleNumber: styleNumber as string };
}

type Outcome =
  { kind: 'sent'; email: string; signUpFailed: boolean } | { kind: 'failed'; key: string };

/**
 * /back-in-stock: the Android app's back-in-stock modal path (shell spec §2.2), taking returnUrl,
 * productId, skuId and styleNumber from the query. "Notify me when it's back": an email field
 * posted through the engine's submitBISNform call (its own validation first: five non-empty
 * strings, the style number's pattern, catalogue spec §5), then a confirmation and a "Continue"
 * link to the returnUrl, which the loader has reduced to a same-origin path (else the site root).
 * Missing or malformed ids show a message on the page (answered 200, not indexed, like every page
 * a shopper lands on by a broken link in the app) instead of a form that cannot succeed. The query
 * values are only ever rendered as text.
 *
 * Under the email field, a box "Also send me {brand} emails" (catalogue spec §1 "Ask for a
 * back-in-stock notice"), ticked to begin with where the site's switches.backInStockDefaultChecked
 * is on and clear otherwise; ticked at submission, the same address is also given to the marketing
 * subscription (source 'back-in-stock') once the notice is saved. A subscription that fails does
 * not undo the notice: the confirmation says so.
 */
export default function BackInStockPage({ returnUrl }: ResolvedBackInStockPageProps) {
  const { t } = useTranslation();
  const { api, site, brand } = useAppEnv();
  const [query] = useSearchParams();
  const item = itemOf(query);
  const id = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [signUp, setSignUp] = useState(site.switches.backInStockDefaultChecked);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!item || pending) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      setEmailError(true);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setEmailError(false);
    setPending(true);
    try {
      await callApi(api, submitBISNform, {
        ...item,
        poolId: api.site.inventoryPool,
        email: address,
      });
      setOutcome({
        kind: 'sent',
        email: address,
        signUpFailed: signUp && !(await subscribe(address)),
      });
    } catch (error) {
      // The API refuses an item it cannot watch (unknown sku, wrong style number, not eligible).
      const refused = isApiRequestError(error) && (error.status === 400 || error.status === 404);
      setOutcome({ kind: 'failed', key: refused ? 'backInStock.unavailable' : 'errors.generic' });
    } finally {
      setPending(false);
    }
  }

  /** The marketing subscription for the ticked box: whether it was saved. */
  async function subscribe(address: string): Promise<boolean> {
    try {
      await callApi(api, subscribeToMarketing, {
        emailAddress: address,
        gender: 'UNKNOWN',
        source: 'back-in-stock',
        additionalBrands: [],
        action: 'SUBSCRIBE',
        country: site.country as never,
      });
      return true;
    } catch {
      return false;
    }
  }

  const cont = (
    <SiteLink to={returnUrl} className="sf-button">
      {t('common.continue')}
    </SiteLink>
  );

  return (
    <section className="sf-back-in-stock" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('backInStock.title')}
      </h1>
      {!item ? (
        <>
          <p className="sf-error" role="alert">
            {t('backInStock.invalidItem')}
          </p>
          {cont}
        </>
      ) : outcome?.kind === 'sent' ? (
        <>
          <p role="status">{t('backInStock.confirmation', { email: outcome.email })}</p>
          {outcome.signUpFailed ? (
            <p className="sf-error" role="alert">
              {t('backInStock.emailOptInFailed')}
            </p>
          ) : null}
          {cont}
        </>
      ) : (
        <form
          className="sf-login-form"
          method="post"
          noValidate
          onSubmit={submit}
          aria-busy={pending}
        >
          <p>{t('backInStock.body')}</p>
          {outcome?.kind === 'failed' ? (
            <p className="sf-error" role="alert">
              {t(outcome.key)}
            </p>
          ) : null}
          <TextField
            id={`${id}-email`}
            label={t('form.email')}
            error={emailError ? t('validation.email') : undefined}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
          />
          <label className="sf-login-form__check">
            <input
              type="checkbox"
              name="emailSignUp"
              checked={signUp}
              onChange={(event) => setSignUp(event.target.checked)}
            />
            <span>{t('backInStock.emailOptIn', { brand: brand.settings.name })}</span>
          </label>
          <button type="submit" className="sf-button" disabled={pending}>
            {t('backInStock.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { callAsGuest } from '../../api/call-as-guest.ts';
import { submitSwatchRequest } from '../../api/calls/forms.ts';
import type { ProductSwatch } from '../../../schemas/api/generated/types.ts';
import { EMPTY_ADDRESS, missingFields } from '../../domain/address/address-form.ts';
import type {
  AddressDraft,
  AddressField,
  AddressProblems,
} from '../../domain/address/address-form.ts';
import {
  MAX_SWATCHES,
  addressFieldOfSwatchError,
  swatchChoiceProblem,
  swatchRequestBody,
} from '../../domain/catalogue/swatch-request.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { addressFailure } from '../checkout/address-failure.ts';
import { AddressFields, focusFirstProblem } from '../checkout/address-fields.tsx';
import './swatch-request.css';

/**
 * "Request a Swatch" as a modal dialog (catalogue spec §5 US only, §7 POST swatch-requests with
 * contactInfo, productId and swatches, §8 its message): the product's colours to choose from (the
 * one in the URL chosen), a name, an email and a mailing address in the site's country. Every
 * problem shows on its field (the API's too) and nothing typed is lost; sent, it says so. Loaded
 * with its strings on the first click (first-load budget). The native <dialog> keeps the focus
 * inside, closes on Escape and gives the focus back to the button.
 */
export default function SwatchRequestDialog({
  productId,
  productName,
  swatches,
  onClose,
}: {
  readonly productId: string;
  readonly productName: string;
  readonly swatches: readonly ProductSwatch[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api, site, loadStrings } = useAppEnv();
  // Its own strings and the address fields' come with the account and checkout bundles.
  useSuspenseQuery({
    queryKey: ['storefront', 'strings', 'account', 'checkout'],
    queryFn: async () => {
      await loadStrings?.(['account', 'checkout']);
      return true;
    },
    staleTime: Infinity,
  });
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const countries = site.countries.filter((country) => country.countryCode === site.country);
  const regions = countries[0]?.regions ?? [];
  const [draft, setDraft] = useState<AddressDraft>({ ...EMPTY_ADDRESS, country: site.country });
  // The colour on show (the selection in the URL, catalogue spec §4) comes chosen.
  const [params] = useSearchParams();
  const selectedColor = params.get('color');
  const [chosen, setChosen] = useState<readonly string[]>(() =>
    swatches.some((swatch) => swatch.colorCode === selectedColor) && selectedColor
      ? [selectedColor]
      : [],
  );
  const [problems, setProblems] = useState<AddressProblems>({});
  const [colourProblem, setColourProblem] = useState<'none' | 'tooMany' | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const change = (field: AddressField, value: string) => {
    setDraft((old) => ({ ...old, [field]: value }));
    if (problems[field]) setProblems((old) => ({ ...old, [field]: undefined }));
  };
  const toggle = (code: string) => {
    setColourProblem(undefined);
    setChosen((old) => (old.includes(code) ? old.filter((c) => c !== code) : [...old, code]));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAlert(undefined);
    const choice = swatchChoiceProblem(chosen);
    const missing = missingFields(draft, {
      hasRegions: regions.length > 0,
      needsEmail: true,
      needsPhone: false,
    });
    setColourProblem(choice);
    setProblems(missing);
    if (choice) {
      document.getElementById(`${id}-colors`)?.focus();
      return;
    }
    if (Object.keys(missing).length > 0) {
      focusFirstProblem(id, missing);
      return;
    }
    setPending(true);
    try {
      const picked = swatches.filter((swatch) => chosen.includes(swatch.colorCode));
      const body = swatchRequestBody(productId, draft, picked);
      // A shopper who lands on a product has no token yet: a guest one, and once more.
      await callAsGuest(api, submitSwatchRequest, body);
      setSent(true);
    } catch (failure) {
      const refused = addressFailure(failure, addressFieldOfSwatchError);
      setProblems(refused.problems);
      focusFirstProblem(id, refused.problems);
      if (refused.alert) setAlert(refused.alert);
    } finally {
      setPending(false);
    }
  }

  const titleId = `${id}-title`;
  const colourError =
    colourProblem === 'none'
      ? t('swatchRequest.chooseColor')
      : colourProblem === 'tooMany'
        ? t('swatchRequest.tooMany', { count: MAX_SWATCHES })
        : undefined;
  return (
    <dialog
      ref={dialog}
      className="sf-dialog sf-swatch-request"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="sf-dialog__header">
        <h2 id={titleId}>{t('pdp.requestSwatch')}</h2>
        <button type="button" className="sf-dialog__close" onClick={() => dialog.current?.close()}>
          {t('common.close')}
        </button>
      </div>
      {sent ? (
        <p role="status">{t('swatchRequest.sent', { product: productName })}</p>
      ) : (
        <form className="sf-swatch-request__form" noValidate onSubmit={submit} aria-busy={pending}>
          <p>{t('swatchRequest.intro', { product: productName, count: MAX_SWATCHES })}</p>
          {alert ? (
            <p className="sf-error" role="alert">
              {t(alert)}
            </p>
          ) : null}
          <fieldset
            id={`${id}-colors`}
            tabIndex={-1}
            aria-invalid={colourError ? true : undefined}
            aria-describedby={colourError ? `${id}-colors-error` : undefined}
          >
            <legend>{t('swatchRequest.colors')}</legend>
            {swatches.map((swatch) => (
              <label key={swatch.colorCode} className="sf-swatch-request__color">
                <input
                  type="checkbox"
                  checked={chosen.includes(swatch.colorCode)}
                  onChange={() => toggle(swatch.colorCode)}
                />{' '}
                {swatch.colorName}
              </label>
            ))}
            {colourError ? (
              <p id={`${id}-colors-error`} className="sf-error">
                {colourError}
              </p>
            ) : null}
          </fieldset>
          <AddressFields
            id={id}
            draft={draft}
            problems={problems}
            countries={countries}
            withEmail
            withPhone={false}
            section="shipping"
            onChange={change}
          />
          <button type="submit" className="sf-button" disabled={pending}>
            {t('swatchRequest.submit')}
          </button>
        </form>
      )}
    </dialog>
  );
}

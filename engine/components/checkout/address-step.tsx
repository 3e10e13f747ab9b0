import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { AddressSuggestion, Cart } from '../../../schemas/api/generated/types.ts';
import { apiQuery, callApi, isApiRequestError } from '../../api/index.ts';
import { getCurrentToken } from '../../api/calls/auth.ts';
import { setShippingAddress } from '../../api/calls/checkout.ts';
import { getAddresses } from '../../api/calls/profile.ts';
import {
  addressRequest,
  draftOfAddress,
  EMPTY_ADDRESS,
  missingFields,
  problemsOfApiErrors,
} from '../../domain/address/address-form.ts';
import { taxIdRequired } from '../../domain/address/tax-id.ts';
import { addressLookupOffered } from '../../domain/address/address-lookup.ts';
import { queryFlag } from '../../domain/checkout/query-flags.ts';
import type {
  AddressDraft,
  AddressField,
  AddressProblems,
} from '../../domain/address/address-form.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { Registered } from '../../registry/registered.tsx';
import { useHydrated } from '../shell/use-minicart.ts';
import { PickupUnavailable } from '../cart/pickup-unavailable.tsx';
import { AddressFields, focusFirstProblem } from './address-fields.tsx';
import { checkoutDraft } from './checkout-draft.ts';

/**
 * The shipping-address step (catalogue spec §2, §3 address validation codes): the address form of
 * the chosen country (its regions from the site config), a guest's email, the API's address codes
 * shown on their fields. What is typed is kept when the shopper goes on and comes back.
 */
export function AddressStep({ cart, next }: { cart: Cart; next: string }) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { api, site, flags } = env;
  const hydrated = useHydrated();
  const [lookupStrings, setLookupStrings] = useState(false);
  const [filled, setFilled] = useState(false);
  const navigate = useNavigate();
  const id = useId();
  const stored = checkoutDraft(site.id);
  const { data: token } = useQuery({ ...apiQuery(api, getCurrentToken, {}), staleTime: Infinity });
  const signedIn = token?.scopes.includes('registered') ?? false;
  // A signed-in shopper's address book: choosing one fills the form, which stays editable.
  const { data: saved } = useQuery({ ...apiQuery(api, getAddresses, {}), enabled: signedIn });
  const book = (saved ?? []).filter((entry) => entry.visible);
  const countries = site.countries.filter((country) => country.isShipping !== false);
  const [draft, setDraft] = useState<AddressDraft>(
    () =>
      (stored.address ? { ...EMPTY_ADDRESS, ...stored.address } : undefined) ??
      (cart.shippingAddress
        ? draftOfAddress(cart.shippingAddress, cart.email)
        : {
            ...EMPTY_ADDRESS,
            country: site.defaultCountry ?? countries[0]?.countryCode ?? '',
            email: cart.email ?? '',
          }),
  );
  const [problems, setProblems] = useState<AddressProblems>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  // Sent back because the pickup store can no longer take the order (catalogue spec §2: the
  // shipping-address step's invalid-pickup-location flag; "1" is true, as the route flags).
  const [query] = useSearchParams();
  const pickupInvalid = queryFlag(query, 'invalidPickupLocation');
  // The refused store, named, with shipping or another store offered; once the shopper chose to
  // ship instead, said so. What is typed in the form stays as it is either way.
  const refusedStore = cart.pickupUnavailable;
  const shipsInstead =
    pickupInvalid &&
    !refusedStore &&
    cart.deliveryOption !== null &&
    cart.deliveryOption.id !== 'PICKUP';
  const firstSaved = book[0];
  // Nothing typed and nothing on the cart yet: the first saved address fills the form.
  useEffect(() => {
    if (!firstSaved || stored.address || cart.shippingAddress) return;
    const filled = draftOfAddress(firstSaved.address, null);
    stored.address = filled;
    setDraft(filled);
  }, [firstSaved, stored, cart.shippingAddress]);
  const regions = countries.find((country) => country.countryCode === draft.country)?.regions ?? [];
  const needsTaxId = taxIdRequired(site, draft.country);
  // Lookup where the site switches it on, the flag allows it and the country is listed (§5); the
  // slot's chunk loads after hydration.
  const offered =
    hydrated &&
    addressLookupOffered({
      siteSwitch: site.switches.addressLookup,
      flag: flags.enableAddressAutocomplete === true,
      country: draft.country,
    });
  // The slot's strings (checkoutMore.lookup, the account bundle) load with it.
  useEffect(() => {
    if (!offered || lookupStrings) return;
    let live = true;
    Promise.resolve(env.loadStrings?.(['account']))
      .then(() => {
        if (live) setLookupStrings(true);
      })
      .catch((error: unknown) =>
        console.error('[storefront:checkout] The address lookup strings failed to load', error),
      );
    return () => {
      live = false;
    };
  }, [env, offered, lookupStrings]);
  const lookup = offered && lookupStrings;

  const fillFrom = (suggestion: AddressSuggestion) => {
    const region = regions.some((entry) => entry.regionCode === suggestion.region)
      ? (suggestion.region ?? '')
      : draft.region;
    const changed = {
      ...draft,
      address1: suggestion.address1,
      address2: suggestion.address2 ?? '',
      city: suggestion.city,
      region,
      postalCode: suggestion.postalCode,
    };
    stored.address = changed;
    setDraft(changed);
    setProblems({});
    setFilled(true);
  };

  const update = (field: AddressField, value: string) => {
    const changed = { ...draft, [field]: value, ...(field === 'country' ? { region: '' } : {}) };
    stored.address = changed;
    setDraft(changed);
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
    setFilled(false);
  };
  const focusFirst = (found: AddressProblems) => focusFirstProblem(id, found);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const missing = missingFields(draft, {
      hasRegions: regions.length > 0,
      needsEmail: !signedIn,
      needsTaxId,
    });
    setAlert(undefined);
    if (Object.keys(missing).length > 0) {
      setProblems(missing);
      focusFirst(missing);
      return;
    }
    setPending(true);
    try {
      await callApi(api, setShippingAddress, addressRequest(draft, !signedIn, needsTaxId));
      await navigate(next);
    } catch (failure) {
      const fieldErrors = isApiRequestError(failure) ? (failure.fieldErrors ?? []) : [];
      const placed = problemsOfApiErrors(fieldErrors);
      setProblems(placed.problems);
      focusFirst(placed.problems);
      if (Object.keys(placed.problems).length === 0 || placed.unplaced > 0) {
        setAlert(t('checkout.error.generic'));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="sf-checkout__form" noValidate onSubmit={submit} aria-busy={pending}>
      <h2>{t('checkout.step.shippingAddress')}</h2>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      {refusedStore ? (
        <div className="sf-error">
          <PickupUnavailable store={refusedStore} strings="checkout.pickup" alert />
        </div>
      ) : shipsInstead ? (
        <p role="status">{t('checkout.pickup.shipping')}</p>
      ) : pickupInvalid && !alert ? (
        <p className="sf-error" role="alert">
          {t('checkout.invalidPickupLocation')}
        </p>
      ) : null}
      {book.length > 0 ? (
        <fieldset className="sf-checkout__choices">
          <legend>{t('checkout.savedAddresses')}</legend>
          {book.map((entry) => (
            <label key={entry.id} className="sf-checkout__choice">
              <input
                type="radio"
                name="savedAddress"
                checked={sameAddress(draft, entry.address)}
                onChange={() => {
                  const filled = draftOfAddress(entry.address, draft.email);
                  stored.address = filled;
                  setDraft(filled);
                  setProblems({});
                }}
              />
              <span>
                {entry.nickName ? <strong>{entry.nickName} </strong> : null}
                {entry.address.name.first} {entry.address.name.last}, {entry.address.address1},{' '}
                {entry.address.city} {entry.address.postalCode}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {lookup ? (
        <Registered name="AddressLookup" props={{ country: draft.country, onChoose: fillFrom }} />
      ) : null}
      <p className="sf-visually-hidden" role="status">
        {filled ? t('checkoutMore.lookup.filled') : ''}
      </p>
      <AddressFields
        id={id}
        draft={draft}
        problems={problems}
        countries={countries}
        withEmail={!signedIn}
        withTaxId={needsTaxId}
        section="shipping"
        onChange={update}
      />
      <button type="submit" className="sf-button" disabled={pending}>
        {t('checkout.address.continue')}
      </button>
    </form>
  );
}

/** The form holds this saved address (so its choice shows as selected). */
function sameAddress(draft: AddressDraft, address: Parameters<typeof draftOfAddress>[0]): boolean {
  const filled = draftOfAddress(address, draft.email);
  // The tax id is the shopper's, not the saved address's: typing it keeps the choice shown.
  return (Object.keys(filled) as AddressField[]).every(
    (key) => key === 'taxId' || filled[key] === draft[key],
  );
}

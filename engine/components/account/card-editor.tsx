import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedPayment } from '../../../schemas/api/generated/types.ts';
import { apiQuery, isApiRequestError } from '../../api/index.ts';
import { getConfiguration, getPxpPublicKey } from '../../api/calls/configuration.ts';
import { createPayment } from '../../api/calls/profile.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { cardProblems, stripToDigits } from '../../domain/payment/card-rules.ts';
import type { CardProblem } from '../../domain/payment/card-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { encryptCard } from '../checkout/card-encryption.ts';
import { API_CARD_CODES, CardFields, EMPTY_CARD } from '../checkout/card-fields.tsx';
import type { CardInput } from '../checkout/card-fields.tsx';
import { SelectField } from '../checkout/select-field.tsx';

/**
 * Saves a new card (shell spec §3.2 Payment, §5 card rules, §7 POST .../me/payments; DESIGN §8):
 * the checkout's card fields and rules, the number encrypted in the browser with the configuration
 * call's public key exactly as the checkout does (card-encryption.ts), never sent or kept in clear.
 * A billing address may be chosen from the address book.
 */
export function CardEditor({
  addresses,
  defaultAddressId,
  onDone,
}: {
  addresses: readonly SavedAddress[];
  defaultAddressId?: string;
  onDone: (saved: SavedPayment | undefined) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const id = useId();
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [addressId, setAddressId] = useState(defaultAddressId ?? addresses[0]?.id ?? '');
  const [problems, setProblems] = useState<readonly CardProblem[]>([]);
  const [alert, setAlert] = useState<string | undefined>();
  const [encrypting, setEncrypting] = useState(false);
  const save = useApiMutation(createPayment);
  const pending = encrypting || save.isPending;

  const focusFirst = (found: readonly CardProblem[]) => {
    const first = found[0];
    if (first) document.getElementById(`${id}-${first.split('.')[0]}`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAlert(undefined);
    // The card brands the site accepts, from the configuration call (the site's payments stay
    // out of every page's first load; issue 9).
    setEncrypting(true);
    let accepted: readonly string[];
    try {
      const configuration = await queryClient.fetchQuery({
        ...apiQuery(api, getConfiguration, {}),
        staleTime: 5 * 60 * 1000,
      });
      accepted =
        configuration.payments.find((method) => method.methodType === 'CREDIT_CARD')
          ?.acceptedCreditCards ?? [];
    } catch {
      setEncrypting(false);
      setAlert(t('account.error.generic'));
      return;
    }
    const found = cardProblems(card, accepted, new Date());
    setProblems(found);
    if (found.length > 0) {
      setEncrypting(false);
      focusFirst(found);
      return;
    }
    try {
      const key = await queryClient.fetchQuery({
        ...apiQuery(api, getPxpPublicKey, {}),
        staleTime: 5 * 60 * 1000,
      });
      const encryptedCardData = await encryptCard(
        {
          number: stripToDigits(card.number),
          expiry: card.expiry.replace(/\s/g, ''),
          securityCode: card.securityCode.trim(),
        },
        key.publicEncryptionKey.pem,
      );
      setEncrypting(false);
      const saved = await save.mutateAsync({
        encryptionId: key.encryptionId,
        encryptedCardData,
        ...(addressId ? { addressId } : {}),
      });
      setCard(EMPTY_CARD);
      onDone(saved);
    } catch (failure) {
      const onFields = (isApiRequestError(failure) ? (failure.fieldErrors ?? []) : [])
        .map((entry) =>
          Object.hasOwn(API_CARD_CODES, entry.code) ? API_CARD_CODES[entry.code] : undefined,
        )
        .filter((problem): problem is CardProblem => problem !== undefined);
      setProblems(onFields);
      focusFirst(onFields);
      if (onFields.length === 0) setAlert(t('account.error.generic'));
    } finally {
      setEncrypting(false);
    }
  }

  return (
    <form
      className="sf-account__form"
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('account.payments.addTitle')}</h2>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      <CardFields id={id} card={card} problems={problems} onChange={setCard} />
      {addresses.length > 0 ? (
        <SelectField
          id={`${id}-billing`}
          label={t('account.payments.billingAddress')}
          value={addressId}
          onChange={setAddressId}
        >
          {addresses.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.address.name.first} {entry.address.name.last}, {entry.address.address1},{' '}
              {entry.address.city}
            </option>
          ))}
        </SelectField>
      ) : null}
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" disabled={pending}>
          {t('account.payments.addSubmit')}
        </button>
        <button
          type="button"
          className="sf-account__button-secondary"
          onClick={() => onDone(undefined)}
        >
          {t('account.actions.cancel')}
        </button>
      </p>
    </form>
  );
}

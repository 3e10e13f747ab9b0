import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import {
  deletePayment,
  getAddresses,
  getPayments,
  getProfile,
  patchProfile,
} from '../../api/calls/profile.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { CardEditor } from '../../components/account/card-editor.tsx';
import { CardVerifier } from '../../components/account/card-verifier.tsx';
import { ConfirmAction } from '../../components/account/confirm-action.tsx';
import { SavedCardLabel } from '../../components/account/saved-card-label.tsx';
import { BRAND_NAMES } from '../../components/checkout/card-fields.tsx';
import { usePageNotice } from '../../components/modals/use-notify.ts';
import { addressBook } from '../../domain/account/address-book.ts';
import { cardSummary } from '../../domain/account/saved-card.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * The saved cards (shell spec §2.1 /account/payments, §3.2 Payment and the profile's
 * defaultPaymentId, §5 card expiry, §7 payment calls): brand, last four and expiry, expired cards
 * marked; delete (asked once more), make default, add a card encrypted in the browser, and verify
 * a card the API marks needsVerification with its security code (the checkout's field and call).
 */
export default function AccountPaymentsPage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const { data: profile } = useQuery(apiQuery(api, getProfile, {}));
  const { data: cards = [] } = useQuery(apiQuery(api, getPayments, {}));
  const { data: addresses = [] } = useQuery(apiQuery(api, getAddresses, {}));
  const remove = useApiMutation(deletePayment);
  const patch = useApiMutation(patchProfile);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | undefined>();
  const [verifying, setVerifying] = useState<string | undefined>();
  const { notice, notify, clear } = usePageNotice();
  const defaultId = profile?.defaultPaymentId;
  const shown = cards.filter((card) => card.visible);
  const ordered = [
    ...shown.filter((card) => card.id === defaultId),
    ...shown.filter((card) => card.id !== defaultId),
  ];
  const now = new Date();
  // Saved, deleted and their errors as toasts (shell spec §3.3), or on the page when toasts are off.
  const done = (message: string) => {
    notify(message);
    setAdding(false);
    setDeleting(undefined);
    setVerifying(undefined);
  };

  return (
    <AccountLayout current="payments" title={t('account.payments.title')}>
      {notice ? <p className="sf-account__notice">{notice}</p> : null}
      {adding ? (
        <CardEditor
          addresses={addressBook(addresses, profile?.defaultShippingAddressId)}
          defaultAddressId={profile?.defaultShippingAddressId}
          onDone={(saved) => (saved ? done(t('account.payments.saved')) : setAdding(false))}
        />
      ) : (
        <p>
          <button
            type="button"
            className="sf-button"
            onClick={() => {
              clear();
              setAdding(true);
            }}
          >
            {t('account.actions.addCard')}
          </button>
        </p>
      )}
      {ordered.length === 0 ? <p>{t('account.payments.empty')}</p> : null}
      <ul className="sf-account__grid" aria-label={t('account.payments.listLabel')}>
        {ordered.map((card) => {
          const detail = card.creditCardDetail;
          const name = t('account.payments.cardEnding', {
            cardType: BRAND_NAMES[detail.cardType],
            lastFour: detail.lastFourDigits,
          });
          const isDefault = card.id === defaultId;
          // An expired card cannot pay, so it is not offered as the default (shell spec §5).
          const expired = cardSummary(detail.expirationMonth, detail.expirationYear, now).expired;
          // A card that must be verified before it pays again (shell spec §3.2 needsVerification);
          // an expired one cannot pay at all, so it is not offered.
          const unverified = detail.needsVerification && !expired;
          return (
            <li key={card.id} className="sf-account__card">
              {isDefault ? (
                <span className="sf-account__badge">{t('account.address.default')}</span>
              ) : null}
              <SavedCardLabel card={card} now={now} />
              {unverified ? (
                <p>
                  <span className="sf-account__badge sf-account__badge--muted">
                    {t('account.payments.needsVerification')}
                  </span>
                </p>
              ) : null}
              {verifying === card.id ? (
                <CardVerifier
                  card={card}
                  name={name}
                  onDone={(verified) =>
                    verified ? done(t('account.payments.verified')) : setVerifying(undefined)
                  }
                />
              ) : deleting === card.id ? (
                <ConfirmAction
                  question={t('account.payments.deleteConfirm')}
                  confirmLabel={t('account.actions.delete')}
                  pending={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(
                      { id: card.id },
                      {
                        onSuccess: () => done(t('account.payments.deleted')),
                        onError: () => notify(t('account.error.generic'), 'error'),
                      },
                    )
                  }
                  onCancel={() => setDeleting(undefined)}
                />
              ) : (
                <p className="sf-account__actions">
                  {unverified ? (
                    <button
                      type="button"
                      className="sf-account__link-button"
                      aria-label={`${t('account.payments.verify')}: ${name}`}
                      onClick={() => {
                        clear();
                        setDeleting(undefined);
                        setVerifying(card.id);
                      }}
                    >
                      {t('account.payments.verify')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="sf-account__link-button"
                    aria-label={`${t('account.actions.delete')}: ${name}`}
                    onClick={() => setDeleting(card.id)}
                  >
                    {t('account.actions.delete')}
                  </button>
                  {isDefault || expired ? null : (
                    <button
                      type="button"
                      className="sf-account__link-button"
                      aria-label={`${t('account.actions.makeDefault')}: ${name}`}
                      disabled={patch.isPending}
                      onClick={() =>
                        patch.mutate([{ path: '/defaultPaymentId', value: card.id }], {
                          onSuccess: () => done(t('account.payments.defaultSaved')),
                          onError: () => notify(t('account.error.generic'), 'error'),
                        })
                      }
                    >
                      {t('account.actions.makeDefault')}
                    </button>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </AccountLayout>
  );
}

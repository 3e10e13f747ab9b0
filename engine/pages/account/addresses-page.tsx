import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { deleteAddress, getAddresses, getProfile, patchProfile } from '../../api/calls/profile.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { AddressEditor } from '../../components/account/address-editor.tsx';
import { AddressLines } from '../../components/account/address-lines.tsx';
import { ConfirmAction } from '../../components/account/confirm-action.tsx';
import { usePageNotice } from '../../components/modals/use-notify.ts';
import { addressBook } from '../../domain/account/address-book.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

type Editing = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly id: string };

/**
 * The address book (shell spec §2.1 /account/address, §3.2 Address wrapper and the profile's
 * defaultShippingAddressId, §7 address and profile calls): the saved addresses, the default first;
 * add, edit, delete (asked once more) and make default.
 */
export default function AccountAddressesPage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const { data: profile } = useQuery(apiQuery(api, getProfile, {}));
  const { data: saved = [] } = useQuery(apiQuery(api, getAddresses, {}));
  const remove = useApiMutation(deleteAddress);
  const patch = useApiMutation(patchProfile);
  const [editing, setEditing] = useState<Editing | undefined>();
  const [deleting, setDeleting] = useState<string | undefined>();
  const { notice, notify, clear } = usePageNotice();
  const defaultId = profile?.defaultShippingAddressId;
  const book = addressBook(saved, defaultId);

  // Saved, deleted and their errors as toasts (shell spec §3.3), or on the page when toasts are off.
  const done = (message: string) => {
    notify(message);
    setEditing(undefined);
    setDeleting(undefined);
  };

  return (
    <AccountLayout current="address" title={t('account.address.title')}>
      {notice ? <p className="sf-account__notice">{notice}</p> : null}
      {editing?.kind === 'add' ? (
        <AddressEditor
          onDone={(result) => (result ? done(t('account.address.saved')) : setEditing(undefined))}
        />
      ) : (
        <p>
          <button
            type="button"
            className="sf-button"
            onClick={() => {
              clear();
              setEditing({ kind: 'add' });
            }}
          >
            {t('account.actions.addAddress')}
          </button>
        </p>
      )}
      {book.length === 0 ? <p>{t('account.address.empty')}</p> : null}
      <ul className="sf-account__grid" aria-label={t('account.address.listLabel')}>
        {book.map((entry) => {
          const name = `${entry.address.name.first} ${entry.address.name.last}, ${entry.address.address1}`;
          if (editing?.kind === 'edit' && editing.id === entry.id) {
            return (
              <li key={entry.id} className="sf-account__wide">
                <AddressEditor
                  entry={entry}
                  onDone={(result) =>
                    result ? done(t('account.address.saved')) : setEditing(undefined)
                  }
                />
              </li>
            );
          }
          const isDefault = entry.id === defaultId;
          return (
            <li key={entry.id} className="sf-account__card">
              {isDefault ? (
                <span className="sf-account__badge">{t('account.address.default')}</span>
              ) : null}
              {entry.nickName ? <h2>{entry.nickName}</h2> : null}
              <AddressLines address={entry.address} />
              {deleting === entry.id ? (
                <ConfirmAction
                  question={t('account.address.deleteConfirm')}
                  confirmLabel={t('account.actions.delete')}
                  pending={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(
                      { id: entry.id },
                      {
                        onSuccess: () => done(t('account.address.deleted')),
                        onError: () => notify(t('account.error.generic'), 'error'),
                      },
                    )
                  }
                  onCancel={() => setDeleting(undefined)}
                />
              ) : (
                <p className="sf-account__actions">
                  <button
                    type="button"
                    className="sf-account__link-button"
                    aria-label={`${t('account.actions.edit')}: ${name}`}
                    onClick={() => {
                      clear();
                      setEditing({ kind: 'edit', id: entry.id });
                    }}
                  >
                    {t('account.actions.edit')}
                  </button>
                  <button
                    type="button"
                    className="sf-account__link-button"
                    aria-label={`${t('account.actions.delete')}: ${name}`}
                    onClick={() => setDeleting(entry.id)}
                  >
                    {t('account.actions.delete')}
                  </button>
                  {isDefault ? null : (
                    <button
                      type="button"
                      className="sf-account__link-button"
                      aria-label={`${t('account.actions.makeDefault')}: ${name}`}
                      disabled={patch.isPending}
                      onClick={() =>
                        patch.mutate([{ path: '/defaultShippingAddressId', value: entry.id }], {
                          onSuccess: () => done(t('account.address.defaultSaved')),
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

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Registry } from '../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../api/index.ts';
import { updateRegistry } from '../../api/calls/registry.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import type { AddressField, AddressProblems } from '../../domain/address/address-form.ts';
import {
  addressChangeAfterConflict,
  addressOf,
  draftOfRegistryAddress,
  postalOfRegistryAddress,
  REGISTRY_ADDRESS_KINDS,
  registryAddressApiProblems,
  registryAddressOfDraft,
  registryAddressProblems,
} from '../../domain/registry/registry-address.ts';
import type { RegistryAddressKind } from '../../domain/registry/registry-address.ts';
import { isVersionConflict } from '../../domain/registry/registry-change.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { AddressLines } from '../account/address-lines.tsx';
import { AddressFields, focusFirstProblem } from '../checkout/address-fields.tsx';
import type { RegistryNotice } from './use-registry-notice.ts';

/**
 * The registry's pre- and post-event shipping addresses in the owner's area (catalogue spec §3
 * Registry: addresses; registries are US only): each shown, and added or edited with the
 * address form for the US and its checks; the API's address codes are said at their fields.
 */
export function RegistryAddresses({
  registry,
  reload,
  onNotice,
}: {
  registry: Registry;
  reload: () => Promise<Registry | undefined>;
  onNotice: (notice: RegistryNotice) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<RegistryAddressKind | undefined>();
  return (
    <section className="sf-registry-addresses" aria-labelledby="sf-registry-addresses">
      <h3 id="sf-registry-addresses">{t('registry.addresses.title')}</h3>
      <p className="sf-account__muted">{t('registry.addresses.hint')}</p>
      {REGISTRY_ADDRESS_KINDS.map((kind) =>
        editing === kind ? (
          <RegistryAddressForm
            key={`${registry.id}-${kind}`}
            kind={kind}
            registry={registry}
            reload={reload}
            onDone={(saved) => {
              setEditing(undefined);
              if (saved) onNotice({ kind: 'success', text: t(`registry.addresses.saved.${kind}`) });
              document.getElementById(`sf-registry-address-${kind}`)?.focus();
            }}
          />
        ) : (
          <RegistryAddressCard
            key={`${registry.id}-${kind}`}
            kind={kind}
            registry={registry}
            onEdit={editing === undefined ? () => setEditing(kind) : undefined}
          />
        ),
      )}
    </section>
  );
}

function RegistryAddressCard({
  kind,
  registry,
  onEdit,
}: {
  kind: RegistryAddressKind;
  registry: Registry;
  onEdit: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const address = addressOf(registry, kind);
  const label = t(`registry.${kind}Address`);
  return (
    <div className="sf-account__card sf-registry-address">
      <h4 id={`sf-registry-address-${kind}`} tabIndex={-1}>
        {label}
      </h4>
      {address ? (
        <AddressLines address={postalOfRegistryAddress(address)} />
      ) : (
        <p className="sf-account__muted">{t('registry.addresses.none')}</p>
      )}
      {onEdit ? (
        <p className="sf-account__actions">
          <button type="button" className="sf-account__button-secondary" onClick={onEdit}>
            {address ? t(`registry.addresses.edit.${kind}`) : t(`registry.addresses.add.${kind}`)}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * One address's form. It keeps the registry it was opened on (its version and addresses): a stale
 * version (409) reloads the registry, tells the owner what changed at this address, keeps every
 * field typed, and the next save goes with the fresh version.
 */
function RegistryAddressForm({
  kind,
  registry,
  reload,
  onDone,
}: {
  kind: RegistryAddressKind;
  registry: Registry;
  reload: () => Promise<Registry | undefined>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const id = useId();
  const update = useApiMutation(updateRegistry);
  const [base, setBase] = useState<Registry>(registry);
  const [draft, setDraft] = useState(() => draftOfRegistryAddress(addressOf(registry, kind)));
  const [problems, setProblems] = useState<AddressProblems>({});
  const [alert, setAlert] = useState<string | undefined>();
  const countries = site.countries.filter((country) => country.countryCode === 'US');
  const label = t(`registry.${kind}Address`);

  const change = (field: AddressField, value: string) => {
    setDraft({ ...draft, [field]: value });
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  };

  const conflict = async () => {
    const fresh = await reload();
    if (!fresh) {
      setAlert(t('registry.conflict.tryAgain'));
      return;
    }
    const change = addressChangeAfterConflict(kind, base, fresh);
    const now = addressOf(fresh, kind);
    setBase(fresh);
    setAlert(
      t(`registry.addresses.conflict.${change}`, {
        address: label,
        now: now
          ? [
              `${now.first_name} ${now.last_name}`,
              now.address_line_1,
              `${now.city}, ${now.region} ${now.postal_code}`,
            ].join(', ')
          : '',
      }),
    );
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setAlert(undefined);
    const found = registryAddressProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem(id, found);
      return;
    }
    try {
      const address = registryAddressOfDraft(draft);
      await update.mutateAsync({
        registryId: base.id,
        version: base.version,
        ...(kind === 'preEvent'
          ? { pre_event_shipping_address: address }
          : { post_event_shipping_address: address }),
      });
      await reload();
      onDone(true);
    } catch (failure) {
      if (isApiRequestError(failure) && isVersionConflict(failure)) {
        await conflict();
        return;
      }
      const placed = registryAddressApiProblems(
        kind,
        isApiRequestError(failure) ? (failure.fieldErrors ?? []) : [],
      );
      setProblems(placed.problems);
      focusFirstProblem(id, placed.problems);
      if (Object.keys(placed.problems).length === 0 || placed.unplaced > 0) {
        setAlert(t('registry.addresses.failed'));
      }
    }
  }

  return (
    <form
      className="sf-account__form sf-registry-address-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={update.isPending}
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`}>{label}</h4>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      <AddressFields
        id={id}
        draft={draft}
        problems={problems}
        countries={countries}
        withEmail={false}
        withPhone={false}
        section="shipping"
        onChange={change}
      />
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" aria-disabled={update.isPending || undefined}>
          {t(`registry.addresses.save.${kind}`)}
        </button>
        <button
          type="button"
          className="sf-account__button-secondary"
          onClick={() => onDone(false)}
        >
          {t('account.actions.cancel')}
        </button>
      </p>
    </form>
  );
}

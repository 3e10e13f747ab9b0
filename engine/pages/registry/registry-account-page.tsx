import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Registry } from '../../../schemas/api/generated/types.ts';
import { apiQuery } from '../../api/index.ts';
import { getProfile } from '../../api/calls/profile.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { RegistryAddresses } from '../../components/registry/registry-addresses.tsx';
import { RegistryCreateForm } from '../../components/registry/registry-create-form.tsx';
import { RegistryEvent } from '../../components/registry/registry-event.tsx';
import { RegistryGiftCards } from '../../components/registry/registry-gift-cards.tsx';
import { RegistryOwnerItem } from '../../components/registry/registry-owner-item.tsx';
import { useRegistryNotice } from '../../components/registry/use-registry-notice.ts';
import { ShareLink } from '../../components/wishlist/share-link.tsx';
import { eventTypeLabelKey } from '../../domain/registry/event-types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ownerRegistriesQuery } from './registry-loaders.ts';
import '../../components/account/likes.css';
import '../../components/registry/registry.css';

/**
 * The owner's area (catalogue spec §2.1 /registry/account, §3 Registry, §4, §5): the registries the
 * signed-in shopper owns (found by their web_profile_id), one managed at a time (?registry=id
 * picks it): its items with requested and purchased quantities to change or remove, whether it
 * accepts gift cards, its addresses and its link to share; and a form to create one. Successes show for the site's registry success time.
 */
export default function RegistryAccountPage() {
  const { t } = useTranslation();
  const env = useAppEnv();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { data: profile } = useQuery(apiQuery(env.api, getProfile, {}));
  const query = ownerRegistriesQuery(env, profile?.profileId ?? '');
  const { data } = useQuery({ ...query, enabled: profile !== undefined });
  const [notice, showNotice] = useRegistryNotice();
  const [creating, setCreating] = useState(false);
  const registries = data?.registries ?? [];
  const chosen = params.get('registry');
  const managed = registries.find((registry) => registry.id === chosen) ?? registries[0];

  const manage = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('registry', id);
      return next;
    });

  const reload = async (): Promise<Registry | undefined> => {
    const fresh = await queryClient.fetchQuery({ ...query, staleTime: 0 });
    return fresh.registries.find((registry) => registry.id === managed?.id);
  };

  return (
    <AccountLayout current="registry" title={t('registry.accountTitle')}>
      {notice ? (
        <p
          className={
            notice.kind === 'success' ? 'sf-account__notice' : 'sf-error sf-registry-problem'
          }
        >
          {notice.text}
        </p>
      ) : null}
      {registries.length > 0 ? (
        <ul className="sf-registry-cards" aria-label={t('registry.yourRegistries')}>
          {registries.map((registry) => (
            <li key={registry.id} className="sf-registry-card">
              <h2>{registry.event.name}</h2>
              <p className="sf-account__muted">
                {t(eventTypeLabelKey(registry.event.type))} ·{' '}
                {t('registry.itemCount', { count: registry.meta.item_count })}
              </p>
              <p className="sf-registry-card__actions">
                <SiteLink to={`/registry/${registry.id}`}>
                  {t('registry.viewFor', { registry: registry.event.name })}
                </SiteLink>
                {registry.id === managed?.id ? (
                  <span className="sf-account__badge">{t('registry.managing')}</span>
                ) : (
                  <button
                    type="button"
                    className="sf-account__button-secondary"
                    aria-label={t('registry.manageFor', { registry: registry.event.name })}
                    onClick={() => manage(registry.id)}
                  >
                    {t('registry.manage')}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="sf-account__muted">{t('registry.none')}</p>
      )}
      {managed ? (
        <section className="sf-registry-manage" aria-labelledby="sf-registry-manage">
          <h2 id="sf-registry-manage">
            {t('registry.manageTitle', { registry: managed.event.name })}
          </h2>
          <RegistryEvent registry={managed} />
          {(managed.items ?? []).length > 0 ? (
            <ul
              className="sf-likes"
              aria-label={t('registry.itemsLabel', { registry: managed.event.name })}
            >
              {(managed.items ?? []).map((item) => (
                <RegistryOwnerItem
                  key={item.sku}
                  registry={managed}
                  item={item}
                  reload={reload}
                  onNotice={showNotice}
                />
              ))}
            </ul>
          ) : (
            <div className="sf-account__card">
              <p>{t('registry.empty')}</p>
              <p>{t('registry.emptyOwner')}</p>
              <p>
                <SiteLink to="/" className="sf-button">
                  {t('likes.shop')}
                </SiteLink>
              </p>
            </div>
          )}
          <RegistryGiftCards
            key={managed.id}
            registry={managed}
            reload={reload}
            onNotice={showNotice}
          />
          <RegistryAddresses registry={managed} reload={reload} onNotice={showNotice} />
          <ShareLink
            listName={managed.event.name}
            to={`/registry/${managed.id}`}
            group="registry"
          />
        </section>
      ) : null}
      <section className="sf-account__form sf-registry-new" aria-labelledby="sf-registry-new">
        <h2 id="sf-registry-new">{t('registry.create')}</h2>
        {creating || registries.length === 0 ? (
          <RegistryCreateForm
            onCreated={(registry) => {
              setCreating(false);
              manage(registry.id);
              showNotice({
                kind: 'success',
                text: t('registry.created', { registry: registry.event.name }),
              });
              document.getElementById('sf-page-title')?.focus();
            }}
          />
        ) : (
          <button type="button" className="sf-button" onClick={() => setCreating(true)}>
            {t('registry.startCreate')}
          </button>
        )}
      </section>
    </AccountLayout>
  );
}

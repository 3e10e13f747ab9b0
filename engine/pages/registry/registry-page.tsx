import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery } from '../../api/index.ts';
import { getCurrentToken } from '../../api/calls/auth.ts';
import { getRegistry } from '../../api/calls/registry.ts';
import { SiteLink } from '../../components/common/site-link.tsx';
import { RegistryEvent } from '../../components/registry/registry-event.tsx';
import { RegistryGiftItem } from '../../components/registry/registry-gift-item.tsx';
import { track } from '../../components/shell/services/track.ts';
import { REGISTRY_ANALYTICS_ID, registryRoleOf } from '../../domain/registry/registry-role.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import '../../components/account/likes.css';
import '../../components/registry/registry.css';

/**
 * A registry's page (catalogue spec §2.1 /registry/{id}, §3 Registry): anyone with the link sees
 * the event, the registrants, the date and the gifts with what is still needed (the owner's "most
 * wanted" ones first, marked so), each to add to the bag with the registry's id. Its owner (their profile id is an owner's web_profile_id, §6) sees
 * the same page as the owner, with the way to manage it.
 */
export default function RegistryPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const { data: registry } = useQuery(apiQuery(api, getRegistry, { registryId: id }));
  const tokenQuery = useQuery({ ...apiQuery(api, getCurrentToken, {}), staleTime: Infinity });
  const token = tokenQuery.data;
  const role = registry
    ? registryRoleOf(registry.owners, token?.authorized ? token.profileId : undefined)
    : undefined;
  // The page view with the role's analytics id (catalogue spec §3 Registry: owners and shoppers
  // get different analytics ids), once per registry and role, when the token says which.
  const registryId = registry?.id;
  const known = !tokenQuery.isPending;
  useEffect(() => {
    if (!registryId || !role || !known) return;
    track({
      name: 'registry_view',
      data: { registryId, analyticsId: REGISTRY_ANALYTICS_ID[role] },
    });
  }, [registryId, role, known]);
  if (!registry || !role) return null;
  // The owner's "most wanted" gifts first, each group in the registry's order (a stable sort).
  const items = [...(registry.items ?? [])].sort((a, b) => Number(b.favorite) - Number(a.favorite));
  return (
    <section
      className="sf-registry-page"
      aria-labelledby="sf-page-title"
      data-analytics-id={REGISTRY_ANALYTICS_ID[role]}
    >
      <p className="sf-registry-page__kicker">{t('registry.title')}</p>
      <h1 id="sf-page-title" className="sf-page-title" tabIndex={-1}>
        {registry.event.name}
      </h1>
      <RegistryEvent registry={registry} />
      {role === 'owner' ? (
        <div className="sf-registry-page__owner sf-account__card">
          <p>{t('registry.ownerView')}</p>
          <SiteLink to={`/registry/account?registry=${registry.id}`} className="sf-button">
            {t('registry.manage')}
          </SiteLink>
        </div>
      ) : (
        <p className="sf-account__muted">{t('registry.shopperIntro')}</p>
      )}
      {items.length > 0 ? (
        <ul
          className="sf-likes"
          aria-label={t('registry.giftsLabel', { registry: registry.event.name })}
        >
          {items.map((item) => (
            <RegistryGiftItem key={item.sku} registry={registry} item={item} />
          ))}
        </ul>
      ) : (
        <p className="sf-account__card">{t('registry.empty')}</p>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Registry } from '../../../schemas/api/generated/types.ts';
import { apiQuery, callApi, isApiRequestError } from '../../api/index.ts';
import { getProfile } from '../../api/calls/profile.ts';
import { addRegistryItems, searchRegistries } from '../../api/calls/registry.ts';
import { isVersionConflict } from '../../domain/registry/registry-change.ts';
import { parseRequestedQuantity } from '../../domain/registry/registry-quantity.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { PickerChoice, PickerFrame, useProductPicker } from '../product/product-picker.tsx';
import { useSession } from '../shell/route-state.ts';
import { useRegistryNotice } from './use-registry-notice.ts';

/**
 * The product page's registry picker (catalogue spec §5 add to registry: productId, sku, registry
 * id and a numeric quantity), its own chunk, as the wish list picker is: the shopper's registries
 * (by their web_profile_id), each a button that adds the chosen size at the quantity typed, and a
 * link to create one (sign-in first, sizes and closing as every product picker:
 * ../product/product-picker.tsx).
 */
export default function RegistryPicker({
  productId,
  skuId,
  quantity,
  onClose,
}: {
  productId: string;
  skuId: string | undefined;
  quantity: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { api, site } = env;
  const id = useId();
  const { ready, close } = useProductPicker({ openerId: 'sf-product-registry', skuId, onClose });
  const authorized = useSession().authorized;
  const [notice, showNotice] = useRegistryNotice();
  const [saved, setSaved] = useState<Registry | undefined>();
  const [typed, setTyped] = useState(String(quantity));
  const [quantityProblem, setQuantityProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data: profile } = useQuery({ ...apiQuery(api, getProfile, {}), enabled: authorized });
  const searchQuery = apiQuery(api, searchRegistries, { webProfileId: profile?.profileId ?? '' });
  const { data, isPending } = useQuery({ ...searchQuery, enabled: profile !== undefined });
  const registries = data?.registries ?? [];
  const max = site.limits.cart.itemQuantityMax;

  if (!ready) return null;

  const add = async (registry: Registry) => {
    if (busy || !skuId) return;
    const count = parseRequestedQuantity(typed, max);
    setQuantityProblem(count === undefined);
    if (count === undefined) {
      document.getElementById(`${id}-quantity`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi(api, addRegistryItems, {
        registryId: registry.id,
        version: registry.version,
        items: [{ productId, sku: skuId, quantity: count }],
      });
      await env.queryClient.invalidateQueries({ queryKey: searchQuery.queryKey });
      setSaved(answer);
      showNotice({ kind: 'success', text: t('registry.added', { registry: answer.event.name }) });
    } catch (error) {
      const stale = isApiRequestError(error) && isVersionConflict(error);
      if (stale) await env.queryClient.invalidateQueries({ queryKey: searchQuery.queryKey });
      showNotice({
        kind: 'problem',
        text: stale ? t('registry.conflict.tryAgain') : t('errors.registryUpdateFailed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PickerFrame
      titleId={`${id}-title`}
      title={t('registry.pickerTitle')}
      closeLabel={t('registry.close')}
      onClose={close}
    >
      {!skuId ? (
        <p className="sf-error" role="alert">
          {t('registry.chooseSize')}
        </p>
      ) : (
        <>
          <div className="sf-field">
            <label htmlFor={`${id}-quantity`}>{t('registry.requestedQuantity')}</label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={typed}
              aria-invalid={quantityProblem || undefined}
              aria-describedby={quantityProblem ? `${id}-quantity-error` : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            {quantityProblem ? (
              <p id={`${id}-quantity-error`} className="sf-error">
                {t('registry.problem.quantity', { max })}
              </p>
            ) : null}
          </div>
          {registries.length > 0 ? (
            <ul className="sf-product-picker__lists">
              {registries.map((registry) => (
                <PickerChoice
                  key={registry.id}
                  label={t('registry.addTo', { registry: registry.event.name })}
                  count={t('registry.itemCount', { count: registry.meta.item_count })}
                  busy={busy}
                  onChoose={() => void add(registry)}
                />
              ))}
            </ul>
          ) : isPending ? null : (
            <p>{t('registry.noneYet')}</p>
          )}
          <p>
            <SiteLink to="/registry/account">{t('registry.createLink')}</SiteLink>
          </p>
        </>
      )}
      {notice ? (
        <p className={notice.kind === 'success' ? 'sf-product-picker__saved' : 'sf-error'}>
          {notice.text}{' '}
          {notice.kind === 'success' && saved ? (
            <SiteLink to={`/registry/${saved.id}`}>{t('registry.viewRegistry')}</SiteLink>
          ) : null}
        </p>
      ) : null}
    </PickerFrame>
  );
}

import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Registry, RegistryItem } from '../../../schemas/api/generated/types.ts';
import { apiQuery, callApi, callScope } from '../../api/index.ts';
import { getProducts } from '../../api/calls/catalog.ts';
import {
  addRegistryItems,
  getRegistry,
  removeRegistryItem,
  searchRegistries,
  updateRegistryItem,
} from '../../api/calls/registry.ts';
import { changeItemSku, skuChoices } from '../../domain/registry/sku-change.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * An owner changes an item's size or colour (catalogue spec §4 registry item sku change): the
 * product's other skus (not those already on the registry) to choose from, loaded when the owner
 * opens it; saving runs the five steps, each with the version the one before answered.
 */
export function RegistrySkuChange({
  registry,
  item,
  name,
  onChanged,
  onFailed,
}: {
  registry: Registry;
  item: RegistryItem;
  name: string;
  onChanged: (choice: string) => void;
  onFailed: (error: unknown) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(item.sku);
  const [busy, setBusy] = useState(false);
  const { data } = useQuery({
    ...apiQuery(api, getProducts, { productIds: [item.product_id] }),
    enabled: open,
  });
  const skus = data?.[0]?.skuInfo?.skus ?? [];
  const choices = skuChoices(skus, item, registry.items ?? []);
  const labelOf = (sku: { colorName: string; size: string }) =>
    [sku.colorName, t('registry.size', { size: sku.size })].join(' · ');

  const save = async () => {
    if (busy || chosen === item.sku) return;
    setBusy(true);
    const registryId = registry.id;
    try {
      await changeItemSku(
        {
          remove: ({ version, sku }) =>
            callApi(api, removeRegistryItem, { registryId, version, sku }),
          add: ({ version, productId, sku, quantity }) =>
            callApi(api, addRegistryItems, {
              registryId,
              version,
              items: [{ productId, sku, quantity }],
            }),
          reload: () =>
            queryClient.fetchQuery({ ...apiQuery(api, getRegistry, { registryId }), staleTime: 0 }),
          patch: ({ version, sku, quantity, purchasedQuantity }) =>
            callApi(api, updateRegistryItem, {
              registryId,
              version,
              sku,
              quantity,
              purchasedQuantity,
            }),
        },
        registry,
        item,
        chosen,
      );
      const choice = skus.find((sku) => sku.skuId === chosen);
      await queryClient.invalidateQueries({ queryKey: callScope(api.site, searchRegistries) });
      setOpen(false);
      onChanged(choice ? labelOf(choice) : chosen);
    } catch (error) {
      await onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        className="sf-account__link-button"
        aria-label={t('registry.changeSizeFor', { product: name })}
        onClick={() => setOpen(true)}
      >
        {t('registry.changeSize')}
      </button>
    );
  }
  return (
    <div className="sf-registry-item__quantity">
      <label htmlFor={`${id}-sku`}>{t('registry.sizeAndColor')}</label>
      <select
        id={`${id}-sku`}
        aria-label={t('registry.sizeAndColorFor', { product: name })}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {choices.map((sku) => (
          <option key={sku.skuId} value={sku.skuId}>
            {labelOf(sku)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="sf-account__button-secondary"
        aria-label={t('registry.saveSizeFor', { product: name })}
        aria-disabled={busy || chosen === item.sku || undefined}
        onClick={() => void save()}
      >
        {t('registry.saveSize')}
      </button>
    </div>
  );
}

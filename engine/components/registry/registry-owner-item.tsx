import { useId, useState } from 'react';
import type { Registry, RegistryItem, Tile } from '../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../api/index.ts';
import { removeRegistryItem, updateRegistryItem } from '../../api/calls/registry.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import {
  itemChangeAfterConflict,
  isVersionConflict,
} from '../../domain/registry/registry-change.ts';
import {
  parseRequestedQuantity,
  remainingQuantity,
} from '../../domain/registry/registry-quantity.ts';
import { tileOfRegistryItem } from '../../domain/registry/registry-tile.ts';
import { RegistryStateError } from '../../domain/registry/sku-change.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ProductTile } from '../product/product-tile.tsx';
import { RegistrySkuChange } from './registry-sku-change.tsx';
import type { RegistryNotice } from './use-registry-notice.ts';

/**
 * One item of the owner's registry (catalogue spec §3 Registry item, §4, §5 registry item update):
 * its tile, colour and size, requested and purchased quantities. The owner changes the requested
 * quantity, marks it "most wanted" (a favourite, shown to shoppers, sent with the requested
 * quantity as §5 asks) or removes the item, each sending the registry's version; when it moved on
 * (409), it is reloaded and the owner told what changed, with what they typed kept to try again.
 */
export function RegistryOwnerItem({
  registry,
  item,
  reload,
  onNotice,
}: {
  registry: Registry;
  item: RegistryItem;
  /** Reads the registry again; the fresh one, or undefined when it is gone. */
  reload: () => Promise<Registry | undefined>;
  onNotice: (notice: RegistryNotice) => void;
}) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const id = useId();
  const update = useApiMutation(updateRegistryItem);
  const remove = useApiMutation(removeRegistryItem);
  const [typed, setTyped] = useState(String(item.requested_quantity));
  const [problem, setProblem] = useState<string | undefined>();
  const name = item.product?.displayName ?? t('registry.unavailableName');
  const max = site.limits.cart.itemQuantityMax;
  const busy = update.isPending || remove.isPending;
  const details = [
    item.product?.sku.colorName,
    item.product?.sku.size ? t('registry.size', { size: item.product.sku.size }) : undefined,
  ].filter(Boolean);

  const failed = async (error: unknown) => {
    if (isApiRequestError(error) && isVersionConflict(error)) {
      const fresh = await reload();
      const change = fresh ? itemChangeAfterConflict(item, fresh.items ?? []) : 'removed';
      onNotice({
        kind: 'problem',
        text: t(`registry.conflict.${change}`, { product: name }),
      });
      return;
    }
    // An invalid registry state is an error (catalogue spec §4): logged, and the owner told.
    if (error instanceof RegistryStateError) console.error(error.message);
    onNotice({ kind: 'problem', text: t('errors.registryUpdateFailed') });
  };

  const save = async () => {
    if (busy) return;
    const quantity = parseRequestedQuantity(typed, max);
    if (quantity === undefined) {
      setProblem(t('registry.problem.quantity', { max }));
      document.getElementById(`${id}-quantity`)?.focus();
      return;
    }
    setProblem(undefined);
    try {
      await update.mutateAsync({
        registryId: registry.id,
        version: registry.version,
        sku: item.sku,
        quantity,
      });
      onNotice({ kind: 'success', text: t('registry.quantitySaved', { product: name, quantity }) });
    } catch (error) {
      await failed(error);
    }
  };

  const toggleFavorite = async () => {
    if (busy) return;
    const favorite = !item.favorite;
    try {
      await update.mutateAsync({
        registryId: registry.id,
        version: registry.version,
        sku: item.sku,
        quantity: item.requested_quantity,
        favorite,
      });
      onNotice({
        kind: 'success',
        text: t(favorite ? 'registry.favoriteAdded' : 'registry.favoriteRemoved', {
          product: name,
        }),
      });
    } catch (error) {
      await failed(error);
    }
  };

  const drop = async () => {
    if (busy) return;
    try {
      await remove.mutateAsync({
        registryId: registry.id,
        version: registry.version,
        sku: item.sku,
      });
      onNotice({ kind: 'success', text: t('registry.removed', { product: name }) });
      // The item and its buttons are gone: the page's heading is where the owner goes on from.
      document.getElementById('sf-page-title')?.focus();
    } catch (error) {
      await failed(error);
    }
  };

  return (
    <li className="sf-likes__item sf-registry-item">
      <ProductTile tile={tileOfRegistryItem(item) as Tile} />
      <div className="sf-likes__actions">
        {details.length > 0 ? <p>{details.join(' · ')}</p> : null}
        <p className="sf-registry-item__counts">
          {t('registry.counts', {
            requested: item.requested_quantity,
            purchased: item.purchased_quantity,
          })}
        </p>
        <p className="sf-account__muted">
          {t('registry.stillNeeded', { count: remainingQuantity(item) })}
        </p>
        <div className="sf-registry-item__quantity">
          <label htmlFor={`${id}-quantity`}>{t('registry.requestedQuantity')}</label>
          <input
            id={`${id}-quantity`}
            aria-label={t('registry.requestedFor', { product: name })}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void save();
            }}
          />
          <button
            type="button"
            className="sf-account__button-secondary"
            aria-label={t('registry.updateFor', { product: name })}
            aria-disabled={busy || undefined}
            onClick={() => void save()}
          >
            {t('registry.update')}
          </button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className="sf-error">
            {problem}
          </p>
        ) : null}
        {item.product ? (
          <RegistrySkuChange
            registry={registry}
            item={item}
            name={name}
            onChanged={(choice) =>
              onNotice({
                kind: 'success',
                text: t('registry.sizeChanged', { product: name, choice }),
              })
            }
            onFailed={failed}
          />
        ) : null}
        <button
          type="button"
          className="sf-account__button-secondary sf-registry-item__favorite"
          aria-pressed={item.favorite}
          aria-label={t('registry.favoriteFor', { product: name })}
          aria-disabled={busy || undefined}
          onClick={() => void toggleFavorite()}
        >
          {t('registry.mostWanted')}
        </button>
        <button
          type="button"
          className="sf-account__link-button"
          aria-label={t('registry.removeFor', { product: name })}
          aria-disabled={busy || undefined}
          onClick={() => void drop()}
        >
          {t('registry.remove')}
        </button>
      </div>
    </li>
  );
}

import { lazy, Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Registry, RegistryItem, Tile } from '../../../schemas/api/generated/types.ts';
import { remainingQuantity } from '../../domain/registry/registry-quantity.ts';
import { tileOfRegistryItem } from '../../domain/registry/registry-tile.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ProductTile } from '../product/product-tile.tsx';
import { useSession } from '../shell/route-state.ts';

const CartConfirmation = lazy(() => import('../product/cart-confirmation.tsx'));

/**
 * One gift of a registry as a shopper sees it (catalogue spec §3 Registry item: requested and
 * purchased, §3 add-to-cart payload registry.id): its tile, colour and size, how many are asked
 * for and still needed, and Add to Bag, which adds one with the registry's id (the cart's registry
 * shopper context) and shows the cart confirmation. A gift bought in full, or whose product left
 * the catalogue, has no button.
 */
export function RegistryGiftItem({ registry, item }: { registry: Registry; item: RegistryItem }) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const hasToken = useSession().scopes.length > 0;
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [added, setAdded] = useState<string | undefined>();
  const product = item.product;
  const name = product?.displayName ?? t('registry.unavailableName');
  const remaining = remainingQuantity(item);
  const status = product?.sku.availableStatus;
  const available = status === 'available' || status === 'backordered';
  const details = [
    product?.sku.colorName,
    product?.sku.size ? t('registry.size', { size: product.sku.size }) : undefined,
  ].filter(Boolean);

  const add = async () => {
    if (busy || !product) return;
    setBusy(true);
    setFailed(false);
    try {
      const { addToBagRequest } = await import('../product/add-to-bag-request.ts');
      await addToBagRequest({
        api,
        queryClient,
        hasToken,
        item: {
          productId: item.product_id,
          skuId: item.sku,
          poolId: api.site.inventoryPool,
          quantity: 1,
          analytics: { addToCartSource: 'registry' },
          registry: { id: registry.id },
        },
      });
      // The header (and any tag listening) hears the bag changed (as a wish list's move does).
      for (const event of ['sf:item-added', 'sf:bag-count']) window.dispatchEvent(new Event(event));
      setAdded(t('registry.addedToBag', { product: name }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="sf-likes__item sf-registry-item">
      <ProductTile tile={tileOfRegistryItem(item) as Tile} />
      <div className="sf-likes__actions">
        {item.favorite ? (
          <p className="sf-registry-item__badge">{t('registry.mostWanted')}</p>
        ) : null}
        {details.length > 0 ? <p>{details.join(' · ')}</p> : null}
        <p className="sf-registry-item__counts">
          {t('registry.counts', {
            requested: item.requested_quantity,
            purchased: item.purchased_quantity,
          })}
        </p>
        <p className={remaining > 0 ? 'sf-registry-item__needed' : 'sf-account__muted'}>
          {remaining > 0
            ? t('registry.stillNeeded', { count: remaining })
            : t('registry.allBought')}
        </p>
        {remaining > 0 && available ? (
          <button
            type="button"
            className="sf-button"
            aria-label={t('registry.addToBagFor', { product: name })}
            aria-describedby={failed ? `${id}-problem` : undefined}
            aria-disabled={busy || undefined}
            onClick={() => void add()}
          >
            {busy ? t('product.adding') : t('registry.addToBag')}
          </button>
        ) : null}
        {failed ? (
          <p id={`${id}-problem`} className="sf-error" role="alert">
            {t('product.addFailed')}
          </p>
        ) : null}
        {added ? (
          <Suspense fallback={null}>
            <CartConfirmation summary={added} onClose={() => setAdded(undefined)} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}

import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Tile, Wishlist, WishlistItem } from '../../../schemas/api/generated/types.ts';
import { moveWishlistItem, removeWishlistItem } from '../../api/calls/wishlists.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import {
  canMoveToBag,
  moveTargets,
  wishlistLineState,
} from '../../domain/wishlists/wishlist-line.ts';
import { tileOfWishlistLine } from '../../domain/wishlists/wishlist-tile.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ProductTile } from '../product/product-tile.tsx';
import { useNotify } from '../modals/use-notify.ts';
import { useSession } from '../shell/route-state.ts';

/**
 * One line of a wish list as a listing tile (image, name, price) with its colour, size, quantity
 * and stock. The owner moves it to the bag (the header's count follows: the bag events), moves it
 * to another of their lists, or removes it; a shared list's reader sees the tile only.
 */
export function WishlistLine({
  list,
  line,
  lists,
  onDone,
}: {
  list: Wishlist;
  line: WishlistItem;
  /** The owner's lists (to move a line to); undefined on a shared list. */
  lists: readonly Wishlist[] | undefined;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const hasToken = useSession().scopes.length > 0;
  const id = useId();
  const remove = useApiMutation(removeWishlistItem);
  const move = useApiMutation(moveWishlistItem);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const notify = useNotify();
  // A failed change is said as an error toast (shell spec §3.3) and stays by the line.
  const fail = () => {
    setFailed(true);
    notify(t('wishlist.failed'), 'error');
  };
  const targets = lists ? moveTargets(lists, list.id) : [];
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const product = line.product;
  const name = product?.displayName ?? t('wishlist.unavailableName');
  const state = wishlistLineState(line);
  const owner = list.owner && lists !== undefined;
  const problemId = `${id}-problem`;

  async function toBag() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const { addToBagRequest } = await import('../product/add-to-bag-request.ts');
      await addToBagRequest({
        api,
        queryClient,
        hasToken,
        item: {
          productId: line.productId,
          skuId: line.skuId,
          poolId: line.poolId,
          quantity: line.quantity,
          analytics: { addToCartSource: 'wishlist' },
        },
      });
      // The header (and any tag listening) hears the bag changed (shell spec §4; BAG_EVENTS of
      // shell/services/bag-count-events.ts, named here so that module stays in the shell's chunk).
      for (const event of ['sf:item-added', 'sf:bag-count']) window.dispatchEvent(new Event(event));
      await remove.mutateAsync({ wishlistId: list.id, itemId: line.id });
      onDone(t('wishlist.movedToBag', { product: name }));
    } catch {
      fail();
    } finally {
      setBusy(false);
    }
  }

  const details = [
    product?.colorName,
    product?.size ? t('wishlist.size', { size: product.size }) : undefined,
    line.quantity > 1 ? t('wishlist.quantity', { quantity: line.quantity }) : undefined,
  ].filter(Boolean);

  return (
    <li className="sf-likes__item sf-wishlist-line">
      <ProductTile tile={tileOfWishlistLine(line) as Tile} />
      <div className="sf-likes__actions">
        {details.length > 0 ? <p>{details.join(' · ')}</p> : null}
        <p className={`sf-wishlist-line__stock sf-wishlist-line__stock--${state}`}>
          {t(`wishlist.stock.${state}`)}
        </p>
        {owner ? (
          <>
            {canMoveToBag(line) ? (
              <button
                type="button"
                className="sf-button"
                aria-label={`${t('wishlist.moveToBag')}: ${name}`}
                aria-describedby={failed ? problemId : undefined}
                aria-disabled={busy || undefined}
                onClick={() => void toBag()}
              >
                {busy ? t('product.adding') : t('wishlist.moveToBag')}
              </button>
            ) : null}
            {targets.length > 0 ? (
              <div className="sf-wishlist-line__move">
                <label htmlFor={`${id}-to`}>{t('wishlist.moveTo')}</label>
                <select id={`${id}-to`} value={target} onChange={(e) => setTarget(e.target.value)}>
                  {targets.map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.name}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="sf-account__button-secondary"
                  aria-label={t('wishlist.moveFor', { product: name })}
                  disabled={move.isPending}
                  onClick={() =>
                    // mutateAsync, as Remove: the moved line unmounts before a callback would run.
                    void move
                      .mutateAsync({ wishlistId: list.id, itemId: line.id, toWishlistId: target })
                      .then(
                        () =>
                          onDone(
                            t('wishlist.movedToList', {
                              product: name,
                              list: targets.find((other) => other.id === target)?.name ?? '',
                            }),
                          ),
                        fail,
                      )
                  }
                >
                  {t('wishlist.move')}
                </button>
              </div>
            ) : null}
            <button
              type="button"
              className="sf-account__link-button"
              aria-label={t('wishlist.removeFor', { product: name })}
              disabled={remove.isPending}
              onClick={() =>
                // mutateAsync: the line unmounts once the list is read again, and a mutate()
                // callback of an unmounted line never runs (the notice was lost).
                void remove
                  .mutateAsync({ wishlistId: list.id, itemId: line.id })
                  .then(() => onDone(t('wishlist.removedItem', { product: name })), fail)
              }
            >
              {t('wishlist.remove')}
            </button>
          </>
        ) : null}
        {failed ? (
          <p id={problemId} className="sf-error" role="alert">
            {t('wishlist.failed')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

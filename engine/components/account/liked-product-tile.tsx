import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LikedProduct, ProductEntry, Tile } from '../../../schemas/api/generated/types.ts';
import { unlikeProduct } from '../../api/calls/likes.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { bagChoices, tileOfLike } from '../../domain/account/liked-products.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ProductTile } from '../product/product-tile.tsx';
import { useSession } from '../shell/route-state.ts';
import { useNotify } from '../modals/use-notify.ts';
import './likes.css';

/**
 * One hearted product (shell spec §2.1 /account/hearted-products): the listing's tile (image,
 * name, price), a colour and size where it has more than one available, Add to Bag through the
 * product page's request (loaded on the first click), and Remove (unlike).
 */
export function LikedProductTile({
  like,
  entry,
  onRemoved,
}: {
  like: LikedProduct;
  entry: ProductEntry | undefined;
  onRemoved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const hasToken = useSession().scopes.length > 0;
  const notify = useNotify();
  const id = useId();
  const unlike = useApiMutation(unlikeProduct);
  const [skuId, setSkuId] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'chooseFirst' | 'failed' | undefined>();
  const [added, setAdded] = useState(false);
  const choices = bagChoices(entry?.skuInfo?.skus ?? []);
  const single = choices.length === 1 ? choices[0] : undefined;
  const chosen = single ?? choices.find((choice) => choice.skuId === skuId);
  const name = like.displayName;
  const tile = tileOfLike(like, entry, api.site.currency) as Tile;
  const selectId = `${id}-option`;
  const problemId = `${id}-problem`;

  async function addToBag() {
    if (busy) return;
    if (!chosen) {
      setProblem('chooseFirst');
      document.getElementById(selectId)?.focus();
      return;
    }
    setProblem(undefined);
    setAdded(false);
    setBusy(true);
    try {
      const { addToBagRequest } = await import('../product/add-to-bag-request.ts');
      await addToBagRequest({
        api,
        queryClient,
        hasToken,
        item: {
          productId: like.productId,
          skuId: chosen.skuId,
          poolId: api.site.inventoryPool,
          quantity: 1,
          analytics: { addToCartSource: 'hearts' },
        },
      });
      // Quick add from the tile: a toast (shell spec §3.3), or the tile's line when toasts are off.
      setAdded(!notify(t('likes.added', { product: name })));
    } catch {
      setProblem('failed');
      notify(t('likes.failed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="sf-likes__item">
      <ProductTile tile={tile} />
      <div className="sf-likes__actions">
        {!entry ? (
          <p className="sf-account__muted">{t('likes.unavailable')}</p>
        ) : choices.length === 0 ? (
          <p className="sf-account__muted">{t('likes.soldOut')}</p>
        ) : (
          <>
            {single ? (
              <p className="sf-account__muted">
                {[single.colorName, single.size].filter(Boolean).join(', ')}
              </p>
            ) : (
              <div className="sf-field">
                <label htmlFor={selectId} className="sf-visually-hidden">
                  {t('likes.optionFor', { product: name })}
                </label>
                <select
                  id={selectId}
                  value={skuId}
                  aria-invalid={problem === 'chooseFirst' ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => {
                    setSkuId(event.target.value);
                    setProblem(undefined);
                  }}
                >
                  <option value="">{t('likes.choose')}</option>
                  {choices.map((choice) => (
                    <option key={choice.skuId} value={choice.skuId}>
                      {[choice.colorName, choice.size].filter(Boolean).join(', ')}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button
              type="button"
              className="sf-button"
              // The visible words first in the name (WCAG 2.5.3), then which product.
              aria-label={`${t('likes.addToBag')}: ${name}`}
              aria-describedby={problem && single ? problemId : undefined}
              disabled={busy}
              onClick={() => void addToBag()}
            >
              {t('likes.addToBag')}
            </button>
          </>
        )}
        {problem ? (
          <p id={problemId} className="sf-error" role="alert">
            {t(`likes.${problem}`)}
          </p>
        ) : null}
        {added ? <p className="sf-likes__added">{t('likes.added', { product: name })}</p> : null}
        <button
          type="button"
          className="sf-account__link-button"
          aria-label={t('likes.removeFor', { product: name })}
          disabled={unlike.isPending}
          onClick={() =>
            unlike.mutate(
              { productId: like.productId },
              {
                onSuccess: () => onRemoved(t('likes.removed', { product: name })),
                onError: () => setProblem('failed'),
              },
            )
          }
        >
          {t('likes.remove')}
        </button>
      </div>
    </li>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Wishlist } from '../../../schemas/api/generated/types.ts';
import { apiQuery, callApi } from '../../api/index.ts';
import { addWishlistItem, getWishlists } from '../../api/calls/wishlists.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { PickerChoice, PickerFrame, useProductPicker } from '../product/product-picker.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';
import { useSession } from '../shell/route-state.ts';

/**
 * The product page's wish list picker (catalogue spec §5 add to wish list: product, sku, pool, wish
 * list id and a numeric quantity), its own chunk: the shopper's lists, each a button that saves the
 * chosen size to it, and a link to the lists page to make a new one (sign-in first, sizes and
 * closing as every product picker: ../product/product-picker.tsx).
 */
export default function WishlistPicker({
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
  const { api } = env;
  const { ready, close } = useProductPicker({ openerId: 'sf-product-wish', skuId, onClose });
  const announce = useAnnounce();
  const [saved, setSaved] = useState<Wishlist | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data } = useQuery({
    ...apiQuery(api, getWishlists, {}),
    enabled: useSession().authorized,
  });
  const lists = data?.wishlists ?? [];

  if (!ready) return null;

  const save = async (list: Wishlist) => {
    if (busy || !skuId) return;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await callApi(api, addWishlistItem, {
        wishlistId: list.id,
        productId,
        skuId,
        poolId: api.site.inventoryPool,
        quantity,
      });
      await env.queryClient.invalidateQueries({
        queryKey: apiQuery(api, getWishlists, {}).queryKey,
      });
      setSaved(answer);
      announce(t('wishlist.added', { list: answer.name }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PickerFrame
      titleId="sf-wishlist-picker-title"
      title={t('wishlist.selectList')}
      closeLabel={t('wishlist.close')}
      onClose={close}
    >
      {!skuId ? (
        <p className="sf-error" role="alert">
          {t('wishlist.chooseSize')}
        </p>
      ) : (
        <>
          <ul className="sf-product-picker__lists">
            {lists.map((list) => (
              <PickerChoice
                key={list.id}
                label={t('wishlist.saveTo', { list: list.name })}
                count={t('wishlist.itemCount', { count: list.meta.itemCount })}
                busy={busy}
                onChoose={() => void save(list)}
              />
            ))}
          </ul>
          {/* A new list is made on the lists page: its form is the pages' chunk, not this one
              (sharing it would put one more chunk name in every page's first load). */}
          <p>
            <SiteLink to="/wishlist">{t('wishlist.newListLink')}</SiteLink>
          </p>
        </>
      )}
      {saved ? (
        <p className="sf-product-picker__saved" role="status">
          {t('wishlist.added', { list: saved.name })}{' '}
          <SiteLink to={`/wishlist/${saved.id}`}>{t('wishlist.viewList')}</SiteLink>
        </p>
      ) : null}
      {failed ? (
        <p className="sf-error" role="alert">
          {t('wishlist.failed')}
        </p>
      ) : null}
    </PickerFrame>
  );
}

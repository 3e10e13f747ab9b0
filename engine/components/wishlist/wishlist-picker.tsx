import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Wishlist } from '../../../schemas/api/generated/types.ts';
import { apiQuery, callApi } from '../../api/index.ts';
import { addWishlistItem, getWishlists } from '../../api/calls/wishlists.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';
import { useSession } from '../shell/route-state.ts';
import './wishlist-picker.css';

const SIZES_ID = 'sf-product-sizes';

/**
 * The product page's wish list picker (catalogue spec §5 add to wish list: product, sku, pool, wish
 * list id and a numeric quantity), its own chunk. A guest is asked to sign in through the login
 * modal first; then the shopper's lists, each a button that saves the chosen size to it, and a
 * link to the lists page to make a new one. Without a size chosen it says so and goes to the sizes.
 * Escape or Close puts the focus back on Add to Wishlist.
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
  const { api, login } = env;
  // The account's strings (this picker's) load with it; the server has every bundle.
  const [ready, setReady] = useState(!env.loadStrings);
  useEffect(() => {
    let live = true;
    void env.loadStrings?.(['account']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [env]);
  const authorized = useSession().authorized;
  const announce = useAnnounce();
  const [saved, setSaved] = useState<Wishlist | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  const { data } = useQuery({ ...apiQuery(api, getWishlists, {}), enabled: authorized });
  const lists = data?.wishlists ?? [];

  const close = () => {
    onClose();
    document.getElementById('sf-product-wish')?.focus();
  };

  useEffect(() => {
    if (authorized || asked.current) return;
    asked.current = true;
    void login.open().then((signedIn) => {
      if (!signedIn) close();
    });
    // Asked once per opening (the ref): a later render's close is the same callback.
  }, [authorized, login]);

  useEffect(() => {
    if (ready && authorized && !skuId)
      document.getElementById(SIZES_ID)?.querySelector('input')?.focus();
  }, [ready, authorized, skuId]);

  if (!ready || !authorized) return null;

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
    <div
      className="sf-wishlist-picker"
      role="group"
      aria-labelledby="sf-wishlist-picker-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <h2 id="sf-wishlist-picker-title">{t('wishlist.selectList')}</h2>
      {!skuId ? (
        <p className="sf-error" role="alert">
          {t('wishlist.chooseSize')}
        </p>
      ) : (
        <>
          <ul className="sf-wishlist-picker__lists">
            {lists.map((list) => (
              <li key={list.id}>
                <button
                  type="button"
                  className="sf-account__button-secondary"
                  aria-disabled={busy || undefined}
                  onClick={() => void save(list)}
                >
                  <span>{t('wishlist.saveTo', { list: list.name })}</span>
                  <span className="sf-wishlist-picker__count">
                    {t('wishlist.itemCount', { count: list.meta.itemCount })}
                  </span>
                </button>
              </li>
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
        <p className="sf-wishlist-picker__saved" role="status">
          {t('wishlist.added', { list: saved.name })}{' '}
          <SiteLink to={`/wishlist/${saved.id}`}>{t('wishlist.viewList')}</SiteLink>
        </p>
      ) : null}
      {failed ? (
        <p className="sf-error" role="alert">
          {t('wishlist.failed')}
        </p>
      ) : null}
      <button type="button" className="sf-link-button" onClick={close}>
        {t('wishlist.close')}
      </button>
    </div>
  );
}

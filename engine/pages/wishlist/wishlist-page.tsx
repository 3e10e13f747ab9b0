import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { getWishlist, getWishlists } from '../../api/calls/wishlists.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { usePageNotice } from '../../components/modals/use-notify.ts';
import { useSession } from '../../components/shell/route-state.ts';
import { ShareLink } from '../../components/wishlist/share-link.tsx';
import { WishlistLine } from '../../components/wishlist/wishlist-line.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import '../../components/account/likes.css';

/**
 * One wish list (catalogue spec §2.1 /wishlist/{id}, §3 Wish list). Its owner sees it in the
 * account's frame: each line as a tile to move to the bag or another list, or remove, and the
 * list's link to share. Anyone else with the link reads the same tiles without those controls.
 */
export default function WishlistPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const authorized = useSession().authorized;
  const { data: list } = useQuery(apiQuery(api, getWishlist, { id }));
  const owner = list?.owner === true && authorized;
  const { data: mine } = useQuery({ ...apiQuery(api, getWishlists, {}), enabled: owner });
  const { notice, notify } = usePageNotice();
  if (!list) return null;
  // What changed as a toast (shell spec §3.3), or on the page when toasts are off.
  const done = (message: string) => {
    notify(message);
    // The line and its buttons are gone: the page's heading is where the shopper goes on from.
    document.getElementById('sf-page-title')?.focus();
  };
  const count = (
    <p className="sf-account__muted">{t('wishlist.itemCount', { count: list.meta.itemCount })}</p>
  );
  const lines =
    list.items.length > 0 ? (
      <ul className="sf-likes" aria-label={t('wishlist.itemsLabel', { list: list.name })}>
        {list.items.map((line) => (
          <WishlistLine
            key={line.id}
            list={list}
            line={line}
            lists={owner ? (mine?.wishlists ?? [list]) : undefined}
            onDone={done}
          />
        ))}
      </ul>
    ) : (
      <section className="sf-account__card sf-likes__empty" aria-labelledby="sf-wishlist-empty">
        <h2 id="sf-wishlist-empty">{t('wishlist.emptyList')}</h2>
        <p>{t('wishlist.emptyBody')}</p>
        <p>
          <SiteLink to="/" className="sf-button">
            {t('likes.shop')}
          </SiteLink>
        </p>
      </section>
    );
  if (!owner) {
    return (
      <SharedFrame title={list.name}>
        <p className="sf-account__muted">{t('wishlist.sharedIntro')}</p>
        {count}
        {lines}
      </SharedFrame>
    );
  }
  return (
    <AccountLayout current="wishlists" title={list.name}>
      <p className="sf-wishlist-back">
        <SiteLink to="/wishlist">{t('wishlist.allLists')}</SiteLink>
      </p>
      {notice ? <p className="sf-account__notice">{notice}</p> : null}
      {count}
      {lines}
      <ShareLink listName={list.name} />
    </AccountLayout>
  );
}

/** A shared list's page: its name as the heading, no account menu (it is not the reader's). */
function SharedFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sf-wishlist-shared" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

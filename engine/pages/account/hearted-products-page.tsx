import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AccountLayout, useAccountSections } from '../../components/account/account-layout.tsx';
import { LikedProductTile } from '../../components/account/liked-product-tile.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { usePageNotice } from '../../components/modals/use-notify.ts';
import { likesPaging } from '../../domain/account/liked-products.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { likedProductsQueries } from './account-loaders.ts';

/**
 * The shopper's hearted products (shell spec §2.1 /account/hearted-products, §7 likes by offset):
 * newest first, a page of the API's size at a time, each with image, name, price, add to bag and
 * remove; with nothing hearted, a way back to shopping.
 */
export default function HeartedProductsPage({ offset = 0 }: { offset?: number }) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const sections = useAccountSections();
  const queries = likedProductsQueries(api, offset);
  const { data: likes } = useQuery({ ...queries.likes, placeholderData: keepPreviousData });
  const ids = likes?.products.map((product) => product.productId) ?? [];
  const { data: entries = [] } = useQuery({
    ...queries.products(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const { notice, notify } = usePageNotice();
  const path =
    sections.find((section) => section.entry === 'hearts')?.path ?? '/account/hearted-products';
  const paging = likes ? likesPaging(likes) : undefined;
  // The removal as a toast (shell spec §3.3), or on the page when toasts are off.
  const removed = (message: string) => {
    notify(message);
    // The tile and its buttons are gone: the page's heading is where the shopper goes on from.
    document.getElementById('sf-page-title')?.focus();
  };
  const entryOf = (productId: string) =>
    entries.find((entry) => entry.product.productId === productId);
  return (
    <AccountLayout current="hearts" title={t('header.favorites')}>
      {notice ? <p className="sf-account__notice">{notice}</p> : null}
      {likes && likes.total > 0 ? (
        <>
          <p className="sf-account__muted">{t('likes.count', { count: likes.total })}</p>
          <ul className="sf-likes" aria-label={t('likes.listLabel')}>
            {likes.products.map((like) => (
              <LikedProductTile
                key={like.productId}
                like={like}
                entry={entryOf(like.productId)}
                onRemoved={removed}
              />
            ))}
          </ul>
          {paging && paging.pageCount > 1 ? (
            <nav className="sf-likes__pages" aria-label={t('likes.pages')}>
              {paging.previous !== undefined ? (
                <SiteLink to={`${path}?offset=${paging.previous}`}>{t('likes.previous')}</SiteLink>
              ) : null}
              <span>{t('likes.pageOf', { page: paging.pageNumber, count: paging.pageCount })}</span>
              {paging.next !== undefined ? (
                <SiteLink to={`${path}?offset=${paging.next}`}>{t('likes.next')}</SiteLink>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : likes ? (
        <section className="sf-account__card sf-likes__empty" aria-labelledby="sf-likes-empty">
          <h2 id="sf-likes-empty">{t('likes.emptyTitle')}</h2>
          <p>{t('account.hearts.empty')}</p>
          <p>
            <SiteLink to="/" className="sf-button">
              {t('likes.shop')}
            </SiteLink>
          </p>
        </section>
      ) : null}
    </AccountLayout>
  );
}

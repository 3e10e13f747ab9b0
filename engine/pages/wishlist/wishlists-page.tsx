import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { createWishlist, getWishlists } from '../../api/calls/wishlists.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { usePageNotice } from '../../components/modals/use-notify.ts';
import { WishlistCard } from '../../components/wishlist/wishlist-card.tsx';
import { WishlistNameForm } from '../../components/wishlist/wishlist-name-form.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * The signed-in shopper's wish lists (catalogue spec §2.1 /wishlist, §3 Wish list): each list's
 * newest images, name and item count, with rename and delete; and a form to make a new one. What
 * changed is shown as a toast (or at the top when toasts are off).
 */
export default function WishlistsPage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const { data } = useQuery(apiQuery(api, getWishlists, {}));
  const create = useApiMutation(createWishlist);
  const { notice, notify } = usePageNotice();
  const lists = data?.wishlists ?? [];
  // What changed as a toast (shell spec §3.3), or on the page when toasts are off.
  const changed = (message: string) => notify(message);
  const namesBut = (id?: string) => lists.filter((list) => list.id !== id).map((list) => list.name);
  return (
    <AccountLayout current="wishlists" title={t('wishlist.pageTitle')}>
      {notice ? <p className="sf-account__notice">{notice}</p> : null}
      <p className="sf-account__muted">{t('wishlist.intro')}</p>
      <ul className="sf-wishlist-cards" aria-label={t('wishlist.listsLabel')}>
        {lists.map((list) => (
          <WishlistCard
            key={list.id}
            list={list}
            otherNames={namesBut(list.id)}
            onChanged={(message) => {
              changed(message);
              document.getElementById('sf-page-title')?.focus();
            }}
          />
        ))}
      </ul>
      <section className="sf-account__form sf-wishlist-new" aria-labelledby="sf-wishlist-new">
        <h2 id="sf-wishlist-new">{t('wishlist.create')}</h2>
        <WishlistNameForm
          id="sf-wishlist-new-name"
          label={t('wishlist.listName')}
          submitLabel={t('wishlist.createSubmit')}
          otherNames={namesBut()}
          onSave={async (name) => {
            await create.mutateAsync({ name });
            changed(t('wishlist.created', { list: name }));
          }}
        />
      </section>
    </AccountLayout>
  );
}

import { useId, useState } from 'react';
import type { Wishlist } from '../../../schemas/api/generated/types.ts';
import { deleteWishlist, renameWishlist } from '../../api/calls/wishlists.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { thumbnailImageIds } from '../../domain/wishlists/wishlist-thumbnails.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { ConfirmAction } from '../account/confirm-action.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { WishlistNameForm } from './wishlist-name-form.tsx';
import { THUMBNAILS, WishlistThumbnails } from './wishlist-thumbnails.tsx';

/**
 * One of the shopper's lists on /wishlist: its newest images, its name (a link to the list), its
 * item count, and rename (in place) and delete (asked once more; the default list is kept).
 */
export function WishlistCard({
  list,
  otherNames,
  onChanged,
}: {
  list: Wishlist;
  otherNames: readonly string[];
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const rename = useApiMutation(renameWishlist);
  const remove = useApiMutation(deleteWishlist);
  const [failed, setFailed] = useState(false);
  const headingId = `${id}-name`;
  const backToCard = () => {
    setMode('view');
    // The button that opened the form is back: the shopper goes on from it.
    requestAnimationFrame(() => document.getElementById(`${id}-rename`)?.focus());
  };
  return (
    <li className="sf-account__card sf-wishlist-card" aria-labelledby={headingId}>
      <WishlistThumbnails imageIds={thumbnailImageIds(list.items, THUMBNAILS)} />
      <h2 id={headingId}>
        <SiteLink to={`/wishlist/${list.id}`}>{list.name}</SiteLink>
      </h2>
      <p className="sf-account__muted">
        {t('wishlist.itemCount', { count: list.meta.itemCount })}
        {list.isDefault ? (
          <span className="sf-account__badge sf-wishlist-card__badge">{t('wishlist.default')}</span>
        ) : null}
      </p>
      {mode === 'rename' ? (
        <WishlistNameForm
          id={`${id}-rename-name`}
          label={t('wishlist.newName')}
          submitLabel={t('wishlist.saveName')}
          initialName={list.name}
          otherNames={otherNames}
          onSave={async (name) => {
            await rename.mutateAsync({ id: list.id, name });
            onChanged(t('wishlist.renamed', { list: name }));
            backToCard();
          }}
          onCancel={backToCard}
        />
      ) : mode === 'delete' ? (
        <ConfirmAction
          question={t('wishlist.deleteQuestion', { list: list.name })}
          confirmLabel={t('wishlist.deleteConfirm')}
          cancelLabel={t('wishlist.keep')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { id: list.id },
              {
                onSuccess: () => onChanged(t('wishlist.deleted', { list: list.name })),
                onError: () => {
                  setFailed(true);
                  setMode('view');
                },
              },
            )
          }
          onCancel={backToCard}
        />
      ) : (
        <p className="sf-account__actions">
          <button
            id={`${id}-rename`}
            type="button"
            className="sf-account__link-button"
            aria-label={t('wishlist.renameFor', { list: list.name })}
            onClick={() => {
              setFailed(false);
              setMode('rename');
              requestAnimationFrame(() => document.getElementById(`${id}-rename-name`)?.focus());
            }}
          >
            {t('wishlist.rename')}
          </button>
          {list.isDefault ? null : (
            <button
              type="button"
              className="sf-account__link-button"
              aria-label={t('wishlist.deleteFor', { list: list.name })}
              onClick={() => {
                setFailed(false);
                setMode('delete');
              }}
            >
              {t('wishlist.delete')}
            </button>
          )}
        </p>
      )}
      {failed ? (
        <p className="sf-error" role="alert">
          {t('wishlist.failed')}
        </p>
      ) : null}
    </li>
  );
}

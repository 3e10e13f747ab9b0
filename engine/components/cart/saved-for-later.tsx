import type { Cart } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { CartLineView } from './cart-line.tsx';
import type { CartActions } from './use-cart-actions.ts';

/**
 * Saved for later (catalogue spec §3 item context 'later', §9 "Save-for-later page size 6"): one
 * page of saved lines, and links to the others (?savedPage=n, so each page has its URL).
 */
export function SavedForLater({
  saved,
  actions,
}: {
  saved: Cart['savedForLater'];
  actions: CartActions;
}) {
  const { t } = useTranslation();
  if (saved.totalItems === 0) return null;
  const pages = Array.from({ length: saved.totalPages }, (_, index) => index + 1);
  return (
    <section className="sf-cart-later" aria-labelledby="sf-cart-later-title">
      <h2 id="sf-cart-later-title">
        {t('cart.later.title')} ({saved.totalItems})
      </h2>
      <ul className="sf-cart-lines">
        {saved.items.map((line) => (
          <CartLineView key={line.id} line={line} context="later" actions={actions} />
        ))}
      </ul>
      {saved.totalPages > 1 ? (
        <nav className="sf-cart-later__pages" aria-label={t('cart.later.pages')}>
          <ul>
            {pages.map((page) => (
              <li key={page}>
                <SiteLink
                  to={page === 1 ? '/cart' : `/cart?savedPage=${page}`}
                  aria-current={page === saved.page ? 'page' : undefined}
                >
                  <span className="sf-visually-hidden">
                    {t('cart.later.pageOf', { page, pages: saved.totalPages })}
                  </span>
                  <span aria-hidden="true">{page}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

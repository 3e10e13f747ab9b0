import type { Cart } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { CartLineView } from './cart-line.tsx';
import type { CartActions } from './use-cart-actions.ts';

/**
 * Watching (catalogue spec §3 item context 'watch'; issue 12): the items the shopper watches, such
 * as a sold-out size wanted back. Out of the bag's totals and count; each says whether it is back
 * in stock and can be moved to the bag (refused with a clear message while still sold out) or
 * removed.
 */
export function Watching({ watching, actions }: { watching: Cart['watching']; actions: CartActions }) {
  const { t } = useTranslation();
  if (watching.length === 0) return null;
  return (
    <section className="sf-cart-watching" aria-labelledby="sf-cart-watching-title">
      <h2 id="sf-cart-watching-title">
        {t('cart.watch.title')} ({watching.length})
      </h2>
      <p className="sf-cart-watching__note">{t('cart.watch.note')}</p>
      <ul className="sf-cart-lines">
        {watching.map((line) => (
          <CartLineView key={line.id} line={line} context="watch" actions={actions} />
        ))}
      </ul>
    </section>
  );
}

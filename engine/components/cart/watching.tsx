import type { ReactNode } from 'react';
import type { Cart, CartLine } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * Watching (catalogue spec §3 item context 'watch'; issue 12): the items the shopper watches, such
 * as a sold-out size wanted back. Out of the bag's totals and count; each says whether it is back
 * in stock and can be moved to the bag (refused with a clear message while still sold out) or
 * removed. A chunk of its own: the page gives it the line view (CartLineView, context 'watch'),
 * which the page's chunk already holds.
 */
export default function Watching({
  watching,
  renderLine,
}: {
  watching: Cart['watching'];
  renderLine: (line: CartLine) => ReactNode;
}) {
  const { t } = useTranslation();
  if (watching.length === 0) return null;
  return (
    <section className="sf-cart-watching" aria-labelledby="sf-cart-watching-title">
      <h2 id="sf-cart-watching-title">
        {t('cart.watch.title')} ({watching.length})
      </h2>
      <p className="sf-cart-watching__note">{t('cart.watch.note')}</p>
      <ul className="sf-cart-lines">{watching.map(renderLine)}</ul>
    </section>
  );
}

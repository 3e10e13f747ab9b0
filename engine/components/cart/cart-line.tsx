import { lazy, Suspense, useId, useMemo } from 'react';
import type { Cart, CartLine as Line } from '../../../schemas/api/generated/types.ts';
import { quantityChoices } from '../../domain/cart/quantity.ts';
import { restrictionMessages } from '../../domain/cart/restrictions.ts';
import { productImageUrl } from '../../domain/image-url.ts';
import { productHref } from '../../domain/product-path.ts';
import { formatMoney } from '../../domain/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import type { CartActions } from './use-cart-actions.ts';

/**
 * The product page with the line's choice: its colour and size (catalogue spec §4; the selection
 * URL's color and size, domain/selection/selection-query.ts, not imported: it would split the
 * product page's chunk), at the product's own path form (catalogue spec §2: a made-to-order line
 * opens /shop/mto/{slug} without a redirect and a page load).
 */
export function productPathOf(line: Line): string {
  const query = new URLSearchParams();
  if (line.colorCode) query.set('color', line.colorCode);
  if (line.sizeName) query.set('size', line.sizeName);
  const search = query.toString();
  const path = productHref(line.links?.web, encodeURIComponent(line.slug));
  return `${path}${search ? `?${search}` : ''}`;
}

/**
 * One cart line (issue 12): image, name linking to the product with its selection, colour and size,
 * list and sale price, quantity (capped by the brand's maximum and the stock, catalogue spec §5),
 * its restriction reasons with what the shopper can do (§3), and its actions. A saved-for-later line
 * (context 'later') shows no quantity control and offers the move back instead; a sold-out line in
 * the bag offers to watch it, and a watched line (context 'watch') says whether it is back in stock.
 */
export function CartLineView({
  line,
  context,
  actions,
  pickupUnavailable,
}: {
  line: Line;
  context: 'transactional' | 'later' | 'watch';
  actions: CartActions;
  /** The cart's pickup store, refused since it was chosen: said on each line in the bag. */
  pickupUnavailable?: Cart['pickupUnavailable'];
}) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { brand, site, locale } = env;
  // A refused pickup store's notice (issue 12): a chunk loaded only for a cart that has one, with
  // its strings (the account bundle's).
  const PickupUnavailable = useMemo(
    () =>
      lazy(() =>
        Promise.all([env.loadStrings?.(['account']), import('./pickup-unavailable.tsx')]).then(
          ([, module]) => ({ default: module.PickupUnavailable }),
        ),
      ),
    [env],
  );
  const quantityId = useId();
  const problemId = useId();
  const money = (amount: number) => formatMoney(amount, site.currency, locale);
  const { cap, choices, overCap } = quantityChoices(line, site.limits.cart.itemQuantityMax);
  const onSale = line.price.sale < line.price.list;
  const busy = actions.busy === line.id;
  const restrictions =
    context === 'transactional' ? restrictionMessages(line.restrictionReasons) : [];
  const images = site.limits.images;
  const width = Math.min(...images.tileWidths);
  const inStock = cap > 0;
  const problem =
    actions.soldOut === line.id
      ? t('cart.watch.stillSoldOut', { name: line.displayName })
      : actions.failed === line.id
        ? t('cart.changeFailed')
        : context === 'watch'
          ? ''
          : cap === 0
            ? t('cart.unavailable')
            : overCap
              ? t('cart.overCap', { count: cap })
              : '';
  return (
    <li className="sf-cart-line" aria-busy={busy || undefined}>
      <img
        className="sf-cart-line__image"
        src={productImageUrl({
          brandId: brand.id,
          imageId: `${line.styleNumber}_${line.colorCode}_b`,
          width,
          quality: images.quality,
        })}
        alt=""
        width={width}
        height={Math.round(width * 1.5)}
        loading="lazy"
      />
      <div className="sf-cart-line__body">
        <h3 className="sf-cart-line__name">
          <SiteLink to={productPathOf(line)}>{line.displayName}</SiteLink>
        </h3>
        {line.registry ? (
          <p className="sf-cart-line__context">
            {t(
              line.registry.context === 'registrant' ? 'cart.registryOwnItem' : 'cart.registryItem',
            )}
          </p>
        ) : null}
        <p className="sf-cart-line__detail">
          {[
            line.colorName ? t('cart.lineColor', { color: line.colorName }) : '',
            line.sizeName ? t('cart.lineSize', { size: line.sizeName }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="sf-cart-line__price">
          {onSale ? (
            <>
              <s>{t('cart.linePriceWas', { price: money(line.price.list) })}</s>{' '}
              <span className="sf-cart-line__sale">
                {t('cart.linePriceNow', { price: money(line.price.sale) })}
              </span>
            </>
          ) : (
            money(line.price.sale)
          )}
        </p>
        {context === 'transactional' ? (
          <div className="sf-cart-line__quantity">
            <label htmlFor={quantityId}>{t('common.quantity')}</label>
            <select
              id={quantityId}
              aria-label={t('cart.quantityFor', { name: line.displayName })}
              aria-describedby={problem ? problemId : undefined}
              value={line.quantity}
              disabled={busy || cap === 0}
              onChange={(event) => actions.setQuantity(line, Number(event.target.value))}
            >
              {choices.map((quantity) => (
                <option key={quantity} value={quantity} disabled={quantity > cap}>
                  {quantity}
                </option>
              ))}
            </select>
            <span className="sf-cart-line__total">
              {t('cart.lineTotal', { price: money(line.lineTotal) })}
            </span>
          </div>
        ) : null}
        {context === 'watch' ? (
          <p className="sf-cart-line__watch-status">
            {t(inStock ? 'cart.watch.backInStock' : 'cart.watch.soldOut')}
          </p>
        ) : null}
        <p id={problemId} className="sf-cart-line__problem" role="alert">
          {problem}
        </p>
        {restrictions.length > 0 ? (
          <ul className="sf-cart-line__restrictions">
            {restrictions.map((restriction) => (
              <li key={restriction.reason}>
                {t(restriction.message, { seller: t('cart.marketplaceSeller') })}
                {restriction.action ? <> {t(restriction.action)}</> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {context === 'transactional' && pickupUnavailable ? (
          <Suspense fallback={null}>
            <PickupUnavailable store={pickupUnavailable} itemName={line.displayName} />
          </Suspense>
        ) : null}
        <div className="sf-cart-line__actions">
          {context === 'transactional' && !inStock && !line.giftCard ? (
            <button
              type="button"
              className="sf-link-button"
              aria-label={t('cart.watchThisItem', { name: line.displayName })}
              disabled={busy}
              onClick={() => actions.watch(line)}
            >
              {t('cart.watchThis')}
            </button>
          ) : null}
          {context === 'transactional' ? (
            <button
              type="button"
              className="sf-link-button"
              aria-label={t('cart.later.saveItem', { name: line.displayName })}
              disabled={busy}
              onClick={() => actions.saveForLater(line)}
            >
              {t('cart.later.save')}
            </button>
          ) : (
            <button
              type="button"
              className="sf-link-button"
              aria-label={t('cart.later.moveItem', { name: line.displayName })}
              disabled={busy}
              onClick={() => actions.moveToCart(line)}
            >
              {t('cart.later.moveToCart')}
            </button>
          )}
          <button
            type="button"
            className="sf-link-button"
            aria-label={t('cart.removeItem', { name: line.displayName })}
            disabled={busy}
            onClick={() => actions.remove(line, context)}
          >
            {t('common.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

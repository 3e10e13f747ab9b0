import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedProductDetailsProps } from '../../config/generated/resolved.ts';
import { formatMoney } from '../../domain/money.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useProductEntry } from './product-context.tsx';

/**
 * The product's name, price (the sale price shown as such beside the list price) and description.
 * Registered as ProductDetails; the catalogue issue adds the colour, fit, size and quantity pickers
 * and add to bag.
 */
export default function ProductDetails({ showStyleNumber }: ResolvedProductDetailsProps) {
  const { site, locale } = useAppEnv();
  const { t } = useTranslation();
  const { product, productSummary } = useProductEntry();
  const list = productSummary.listPriceLow;
  const sale = productSummary.hasMarkdown ? productSummary.salePriceLow : null;
  const description = typeof product.description === 'string' ? product.description : undefined;
  return (
    <section className="sf-product__details">
      <h1 id="sf-product-name" className="sf-page-title">
        {product.displayName}
      </h1>
      {showStyleNumber ? (
        <p className="sf-product__style">
          {t('pdp.styleNumber', { styleNumber: product.styleNumber })}
        </p>
      ) : null}
      {list !== null ? (
        <p className="sf-product__price">
          <span className="sf-visually-hidden">{t('common.price')}: </span>
          {sale !== null && sale < list ? (
            <>
              <span className="sf-product__sale">
                <span className="sf-visually-hidden">{t('common.sale')} </span>
                {formatMoney(sale, site.currency, locale)}
              </span>{' '}
              <s className="sf-product__list">{formatMoney(list, site.currency, locale)}</s>
            </>
          ) : (
            formatMoney(list, site.currency, locale)
          )}
        </p>
      ) : null}
      {description ? <p className="sf-product__description">{description}</p> : null}
    </section>
  );
}

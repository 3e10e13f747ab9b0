import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money.ts';
import { useAppEnv } from '../env.tsx';
import { productQuery } from '../loaders.ts';

/** A minimal product page: name, price and description in the server HTML (catalogue issue: the rest). */
export default function ProductPage({ slug }: { slug: string }) {
  const env = useAppEnv();
  const { t } = useTranslation();
  const { data } = useQuery(productQuery(env.api, slug));
  const entry = data?.[0];
  if (!entry) return null;
  const { product, productSummary } = entry;
  const sale = productSummary.salePriceLow;
  const list = productSummary.listPriceLow;
  const price = sale ?? list;
  const description = typeof product.description === 'string' ? product.description : undefined;
  return (
    <article className="sf-product" aria-labelledby="sf-product-name">
      <h1 id="sf-product-name" className="sf-page-title">
        {product.displayName}
      </h1>
      {price !== null ? (
        <p className="sf-product__price">
          <span className="sf-visually-hidden">{t('common.price')}: </span>
          {formatMoney(price, env.site.currency, env.locale)}
        </p>
      ) : null}
      {description ? <p className="sf-product__description">{description}</p> : null}
    </article>
  );
}

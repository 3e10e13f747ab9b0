import { useTranslation } from '../../i18n/react.tsx';
import type { ProductSummary } from '../../../schemas/api/generated/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * The price: the chosen sku's once a size is chosen, else the product's lowest (catalogue spec §3
 * product summary); a sale price shown as such beside the struck list price.
 */
export function ProductPrice({
  sku,
  summary,
  currency,
}: {
  sku: { listPrice: number; salePrice: number } | undefined;
  summary: ProductSummary;
  currency: string;
}) {
  const { locale } = useAppEnv();
  const { t } = useTranslation();
  const list = sku ? sku.listPrice : summary.listPriceLow;
  const sale = sku ? sku.salePrice : summary.hasMarkdown ? summary.salePriceLow : null;
  if (list === null) return null;
  return (
    <p className="sf-product__price">
      <span className="sf-visually-hidden">{t('common.price')}: </span>
      {sale !== null && sale < list ? (
        <>
          <span className="sf-product__sale">
            <span className="sf-visually-hidden">{t('common.sale')} </span>
            {formatMoney(sale, currency, locale)}
          </span>{' '}
          <s className="sf-product__list">{formatMoney(list, currency, locale)}</s>
        </>
      ) : (
        formatMoney(list, currency, locale)
      )}
    </p>
  );
}

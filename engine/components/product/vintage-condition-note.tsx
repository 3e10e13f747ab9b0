import { vintageCondition } from '../../domain/catalogue/vintage-condition.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useProductEntry } from './product-context.tsx';

/**
 * A vintage piece's condition on the product page (catalogue spec §3 isVintage, §9 vintage
 * condition levels 7): "Condition: Excellent (5 of 7)" on the site's
 * limits.listing.vintageConditionLevels scale, with a meter drawn for it.
 */
export function VintageConditionNote() {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const { product } = useProductEntry();
  const condition = vintageCondition(product, site.limits.listing.vintageConditionLevels);
  if (!condition) return null;
  return (
    <p className="sf-product__condition">
      <span className="sf-product__vintage">{t('catalogueMore.vintage')}</span>{' '}
      {t('catalogueMore.condition', {
        grade: t(`catalogueMore.grade.${condition.grade}`),
        level: condition.level,
        levels: condition.levels,
      })}{' '}
      <meter
        className="sf-product__condition-meter"
        min={0}
        max={condition.levels}
        value={condition.level}
        aria-hidden="true"
      />
    </p>
  );
}

import { productHref } from '../../domain/product-path.ts';
import type { Tile, TilePrice } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { formatMoney } from '../../domain/money.ts';
import { productImageUrl } from '../../domain/image-url.ts';
import { SiteLink } from '../common/site-link.tsx';
import { badgeKey, tileBadges } from '../listing/tile-badges.ts';
import { tileBox, tileSizes, tileSrcSet } from '../listing/tile-image.ts';
import { HeartSlot } from '../likes/heart-slot.tsx';
import { tileSwatches } from '../../domain/catalogue/tile-swatches.ts';
import type { TileImageLoading } from '../../domain/catalogue/tile-image-loading.ts';
import { vintageCondition } from '../../domain/catalogue/vintage-condition.ts';
import '../listing/tile.css';

/**
 * A product tile: a responsive image with its box reserved, text badges, name, up to
 * swatchesPerTile colour swatches and the price, the sale shown as such (catalogue spec §3, §9).
 * Trays ask for fewer fields (categorytray projection), so the parts their tiles lack are left out.
 */
export function ProductTile({
  tile,
  showTitle = true,
  showPrice = true,
  loading = 'lazy',
}: {
  tile: Tile;
  showTitle?: boolean;
  showPrice?: boolean;
  /** How its image loads (domain/catalogue/tile-image-loading.ts, the lazyThumbnails flag). */
  loading?: TileImageLoading;
}) {
  const { t } = useTranslation();
  const { brand, site, flags } = useAppEnv();
  const images = site.limits.images;
  const box = tileBox(images);
  const name = tile.displayName ?? tile.slug ?? tile.productId;
  const badges = tileBadges(tile.badges, site.limits.listing.textBadgesPerTile, Date.now());
  const { shown: swatches, more } = tileSwatches(tile.swatches ?? [], tile.colorCount, {
    allColors: flags.plpAllColorOptions === 1,
    perTile: site.limits.listing.swatchesPerTile,
  });
  const [swatchHeight = 56] = images.swatchHeights;
  // A vintage piece's grade on the brand's scale, as its product page shows it (§3 isVintage, §9).
  const condition = vintageCondition(
    { isVintage: tile.vintageCondition !== undefined, vintageCondition: tile.vintageCondition },
    site.limits.listing.vintageConditionLevels,
  );
  return (
    <div className="sf-tile">
      <SiteLink
        to={productHref(tile.links?.web, tile.slug ?? tile.productId)}
        className="sf-tile__link"
      >
        {tile.image ? (
          <picture>
            <source
              type="image/webp"
              srcSet={tileSrcSet(images, brand.id, tile.image, 'webp')}
              sizes={tileSizes(images)}
            />
            <img
              src={productImageUrl({
                brandId: brand.id,
                imageId: tile.image,
                width: box.width,
                quality: images.quality,
                format: 'jpeg',
              })}
              srcSet={tileSrcSet(images, brand.id, tile.image, 'jpeg')}
              sizes={tileSizes(images)}
              alt=""
              width={box.width}
              height={box.height}
              loading={loading === 'lazy' ? 'lazy' : 'eager'}
              {...(loading === 'priority' ? { fetchPriority: 'high' as const } : {})}
            />
          </picture>
        ) : (
          <span className="sf-tile__placeholder" />
        )}
        {badges.length > 0 ? (
          <span className="sf-tile__badges">
            {badges.map((badge) => (
              <span key={badge.type} className="sf-tile__badge">
                {t(badgeKey(badge.type), { defaultValue: '' }) || badge.type}
              </span>
            ))}
          </span>
        ) : null}
        {showTitle ? (
          <span className="sf-tile__name">{name}</span>
        ) : (
          <span className="sf-visually-hidden">{name}</span>
        )}
        {showPrice && tile.price ? <TilePriceView price={tile.price} /> : null}
        {condition ? (
          <span className="sf-tile__condition">
            {t('catalogueMore.vintage')} ·{' '}
            {t('catalogueMore.condition', {
              grade: t(`catalogueMore.grade.${condition.grade}`),
              level: condition.level,
              levels: condition.levels,
            })}
          </span>
        ) : null}
      </SiteLink>
      <HeartSlot productId={tile.productId} product={name} />
      {swatches.length > 0 ? (
        <div className="sf-tile__colors">
          <ul className="sf-tile__swatches" aria-label={t('listing.swatches', { product: name })}>
            {swatches.map((swatch) => (
              <li key={swatch.colorCode}>
                <img
                  src={productImageUrl({
                    brandId: brand.id,
                    imageId: swatch.image,
                    width: swatchHeight,
                    quality: images.swatchQuality,
                  })}
                  alt={swatch.colorName}
                  title={swatch.colorName}
                  width={swatchHeight / 2}
                  height={swatchHeight / 2}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <span className="sf-tile__color-count">
              <span aria-hidden="true">{t('catalogueMore.moreColors', { count: more })}</span>
              <span className="sf-visually-hidden">
                {t('catalogueMore.moreColorsLabel', { count: more })}
              </span>
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A price or range; on markdown the list price struck through and the sale price named. */
function TilePriceView({ price }: { price: TilePrice }) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const range = (low: number, high: number) =>
    low === high
      ? formatMoney(low, price.currency, locale)
      : t('listing.priceRange', {
          low: formatMoney(low, price.currency, locale),
          high: formatMoney(high, price.currency, locale),
        });
  const list = range(price.listPriceLow, price.listPriceHigh);
  if (!price.hasMarkdown) return <span className="sf-tile__price">{list}</span>;
  return (
    <span className="sf-tile__price sf-tile__price--sale">
      <del>
        <span className="sf-visually-hidden">{t('listing.originalPrice')} </span>
        {list}
      </del>{' '}
      <ins>
        <span className="sf-visually-hidden">{t('listing.salePrice')} </span>
        {range(price.salePriceLow, price.salePriceHigh)}
      </ins>
    </span>
  );
}

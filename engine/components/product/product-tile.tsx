import type { Tile } from '../../../schemas/api/generated/types.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { formatMoney } from '../../domain/money.ts';
import { productImageUrl } from '../../domain/image-url.ts';
import { SiteLink } from '../common/site-link.tsx';

/** A product tile: image, name and price (a range when low and high differ). */
export function ProductTile({
  tile,
  showTitle = true,
  showPrice = true,
}: {
  tile: Tile;
  showTitle?: boolean;
  showPrice?: boolean;
}) {
  const { locale, brand, site } = useAppEnv();
  const [width = 349] = site.limits.images.tileWidths.slice(-1);
  const name = tile.displayName ?? tile.slug ?? tile.productId;
  const price = tile.price;
  const low = price ? (price.hasMarkdown ? price.salePriceLow : price.listPriceLow) : undefined;
  const high = price ? (price.hasMarkdown ? price.salePriceHigh : price.listPriceHigh) : undefined;
  return (
    <SiteLink to={`/shop/${tile.slug ?? tile.productId}`} className="sf-tile">
      {tile.image ? (
        <img
          src={productImageUrl({
            brandId: brand.id,
            imageId: tile.image,
            width,
            quality: site.limits.images.quality,
          })}
          alt=""
          width={300}
          height={450}
          loading="lazy"
        />
      ) : (
        <span className="sf-tile__placeholder" />
      )}
      {showTitle ? (
        <span className="sf-tile__name">{name}</span>
      ) : (
        <span className="sf-visually-hidden">{name}</span>
      )}
      {showPrice && price && low !== undefined ? (
        <span className="sf-tile__price">
          {formatMoney(low, price.currency, locale)}
          {high !== undefined && high !== low
            ? ` – ${formatMoney(high, price.currency, locale)}`
            : ''}
        </span>
      ) : null}
    </SiteLink>
  );
}

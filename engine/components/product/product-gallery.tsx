import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedProductGalleryProps } from '../../config/generated/resolved.ts';
import { productImageUrl } from '../../domain/image-url.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useProductEntry } from './product-context.tsx';

/**
 * The product's images for its first colour: the main image at the gallery width, thumbnails of
 * the others at the thumbnail width (catalogue spec §9, limits.images). Registered as
 * ProductGallery; the catalogue issue adds the video in second position and colour changes.
 */
export default function ProductGallery({ thumbnails }: ResolvedProductGalleryProps) {
  const { brand, site } = useAppEnv();
  const { t } = useTranslation();
  const { product, skuInfo } = useProductEntry();
  const images = skuInfo?.primarySlice.sliceItems[0]?.images ?? [];
  const { galleryWidth, thumbnailWidth, quality } = site.limits.images;
  const url = (imageId: string, width: number) =>
    productImageUrl({ brandId: brand.id, imageId, width, quality });
  const [main, ...rest] = images;
  if (!main) return null;
  return (
    <section className="sf-product__gallery" aria-label={product.displayName}>
      <img
        src={url(main, galleryWidth)}
        alt={product.displayName}
        width={galleryWidth}
        height={Math.round(galleryWidth * 1.5)}
        fetchPriority="high"
      />
      {thumbnails && rest.length > 0 ? (
        <ul className="sf-product__thumbnails">
          {rest.map((imageId, index) => (
            <li key={imageId}>
              <img
                src={url(imageId, thumbnailWidth)}
                alt={t('pdp.gallery.imageOf', { index: index + 2, total: images.length })}
                width={thumbnailWidth}
                height={Math.round(thumbnailWidth * 1.5)}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

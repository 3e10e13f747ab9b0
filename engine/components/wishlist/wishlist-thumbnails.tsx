import { productImageUrl } from '../../domain/image-url.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/** How many of a list's newest lines its card shows. */
export const THUMBNAILS = 4;

/**
 * A list card's strip of its newest lines' images: decorative (the card names the list and its
 * count), so empty alt text; an empty list shows empty frames of the same size, so cards line up.
 */
export function WishlistThumbnails({ imageIds }: { imageIds: readonly string[] }) {
  const { brand, site } = useAppEnv();
  const { quality } = site.limits.images;
  const frames = Array.from({ length: THUMBNAILS }, (_, index) => imageIds[index]);
  return (
    <div className="sf-wishlist-card__thumbs" aria-hidden="true">
      {frames.map((imageId, index) =>
        imageId ? (
          <img
            key={imageId}
            src={productImageUrl({
              brandId: brand.id,
              imageId,
              width: 160,
              quality,
              format: 'webp',
            })}
            width={160}
            height={240}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span key={`empty-${index}`} className="sf-wishlist-card__frame" />
        ),
      )}
    </div>
  );
}

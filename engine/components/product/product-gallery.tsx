import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedProductGalleryProps } from '../../config/generated/resolved.ts';
import { productImageUrl } from '../../domain/image-url.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useProductEntry } from './product-context.tsx';
import { galleryViews } from './gallery-views.ts';
import { useProductSelection } from './product-selection.tsx';

/** Product photos are 2:3 (the tile sizes of catalogue spec §9: 698×1046, 349×523). */
const RATIO = 1.5;

/**
 * The selected colour's views, the video in second position (catalogue spec §2), each at the
 * gallery width with the responsive widths as a srcset (catalogue spec §9, limits.images): a list
 * that scrolls sideways on a phone and two columns on a desktop, so every view is there without a
 * line of JavaScript. Thumbnails (props.thumbnails) link to each view. Registered as ProductGallery.
 */
export default function ProductGallery({ thumbnails }: ResolvedProductGalleryProps) {
  const { brand, site } = useAppEnv();
  const { t } = useTranslation();
  const { product, skuInfo } = useProductEntry();
  const { selection } = useProductSelection();
  const color = skuInfo?.primarySlice.sliceItems.find(
    (item) => item.code === selection.color?.code,
  );
  const views = galleryViews(color?.images ?? [], color?.videos ?? []);
  const { galleryWidth, thumbnailWidth, quality, responsiveWidths } = site.limits.images;
  const url = (imageId: string, width: number) =>
    productImageUrl({ brandId: brand.id, imageId, width, quality });
  if (views.length === 0) return null;
  const name = product.displayName ?? '';
  const srcSet = (id: string) =>
    [...responsiveWidths]
      .sort((a, b) => a - b)
      .map((width) => `${url(id, width)} ${width}w`)
      .join(', ');
  return (
    <section
      className={`sf-product__gallery sf-product__gallery--${thumbnails}`}
      aria-label={t('product.gallery', { product: name })}
    >
      {/* A phone scrolls the views sideways: focusable, so the keyboard can scroll it too (axe). */}
      <ul className="sf-product__views" tabIndex={0}>
        {views.map((view, index) => (
          <li key={view.id} id={`sf-product-view-${index + 1}`} className="sf-product__view">
            <img
              src={url(view.id, galleryWidth)}
              srcSet={srcSet(view.id)}
              sizes={`(min-width: ${site.limits.breakpoints.m}px) 30vw, 100vw`}
              alt={
                view.kind === 'video'
                  ? t('product.videoOf', { product: name })
                  : t('product.imageOf', { product: name, index: index + 1, total: views.length })
              }
              width={galleryWidth}
              height={Math.round(galleryWidth * RATIO)}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
            {view.kind === 'video' ? (
              <span className="sf-product__video-mark" aria-hidden="true">
                ▶
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {thumbnails !== 'none' && views.length > 1 ? (
        <ul className="sf-product__thumbnails">
          {views.map((view, index) => (
            <li key={view.id}>
              <a href={`#sf-product-view-${index + 1}`}>
                <img
                  src={url(view.id, thumbnailWidth)}
                  alt={t('pdp.gallery.imageOf', { index: index + 1, total: views.length })}
                  width={thumbnailWidth}
                  height={Math.round(thumbnailWidth * RATIO)}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

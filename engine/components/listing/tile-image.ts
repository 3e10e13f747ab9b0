import { productImageUrl } from '../../domain/image-url.ts';
import type { AppEnv } from '../../routing/app-env.ts';

type ImageLimits = AppEnv['site']['limits']['images'];

/**
 * The `sizes` of a tile image (shell spec §9: 388 px above 1441, 338 above 1025, 211 above 768,
 * 346 above 568, else 246): "above" is strictly wider, so min-width is one pixel more.
 */
export function tileSizes(limits: Pick<ImageLimits, 'tileSizes'>): string {
  const entries = [...limits.tileSizes].sort((a, b) => b.minViewport - a.minViewport);
  return entries
    .map((entry) =>
      entry.minViewport > 0
        ? `(min-width: ${entry.minViewport + 1}px) ${entry.width}px`
        : `${entry.width}px`,
    )
    .join(', ');
}

/** The tile widths (shell spec §9: 698 and 349) as a srcset in one format. */
export function tileSrcSet(
  limits: Pick<ImageLimits, 'tileWidths' | 'quality'>,
  brandId: string,
  imageId: string,
  format: 'webp' | 'jpeg',
): string {
  return [...limits.tileWidths]
    .sort((a, b) => a - b)
    .map(
      (width) =>
        `${productImageUrl({ brandId, imageId, width, quality: limits.quality, format })} ${width}w`,
    )
    .join(', ');
}

/** The smallest tile width and its height (349 × 523), reserved so the grid does not shift. */
export function tileBox(limits: Pick<ImageLimits, 'tileWidths' | 'tileHeights'>): {
  width: number;
  height: number;
} {
  const index = limits.tileWidths.indexOf(Math.min(...limits.tileWidths));
  const width = limits.tileWidths[index] ?? 349;
  return { width, height: limits.tileHeights[index] ?? Math.round((width * 3) / 2) };
}

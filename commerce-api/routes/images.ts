import type { FastifyInstance } from 'fastify';
import { parseImageName } from '../catalog/image-id.ts';
import { placeholderSvg } from '../catalog/images/placeholder.ts';
import { renderImage } from '../catalog/images/render.ts';
import type { ImageFormat } from '../catalog/images/render.ts';
import { RenderedImages } from '../catalog/images/rendered-images.ts';
import { imageLimits } from '../catalog/site-settings.ts';
import type { ApiServices } from '../context.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { binary } from '../http/response-schemas.ts';

/**
 * Product images at the URLs the engine builds (catalogue spec §3: tile images from style number,
 * colour code and view):
 *
 *   GET /images/{brandId}/{styleNumber}_{colorCode}_{view}?width=&quality=&format=
 *   e.g. /images/anthropologie/AN-4130921-001_041_b?width=698&quality=80&format=webp
 *
 * Every image is a deterministic placeholder drawn from the URL alone (placeholder.ts, rendered by
 * sharp off the event loop), so an answer never changes and is cached for a year. Width lies between the smallest and largest image size of the brand's
 * config (catalogue spec §9 image sizes); the height follows the tile ratio 698x1046, and the
 * swatch view (s) is square.
 */
export async function imageRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const rendered = new RenderedImages();
  app.get(
    '/images/:brandId/:name',
    { schema: { response: binary('image/*'), querystring: ref('catalog/image-query') } },
    async (request, reply) => {
      const { brandId, name } = request.params as { brandId: string; name: string };
      const brand = context.brands.brand(brandId);
      if (!brand) throw new ApiError(404, 'BRAND_NOT_FOUND', `There is no brand "${brandId}".`);
      const image = parseImageName(name);
      if (!image) {
        throw new ApiError(
          404,
          'IMAGE_NOT_FOUND',
          'Image names look like {styleNumber}_{colorCode}_{view}, e.g. AN-4130921-001_041_b.',
        );
      }
      const site = brand.sites[brand.settings.defaultSite] ?? Object.values(brand.sites)[0]!;
      const limits = imageLimits(site);
      const sizes = [
        ...limits.tileWidths,
        ...limits.responsiveWidths,
        ...limits.alternateWidths,
        ...limits.swatchHeights,
        limits.galleryWidth,
        limits.thumbnailWidth,
      ];
      const [minWidth, maxWidth] = [Math.min(...sizes), Math.max(...sizes)];
      const query = request.query as { width?: string; quality?: string; format?: ImageFormat };
      const width = query.width === undefined ? limits.tileWidths[0]! : Number(query.width);
      if (width < minWidth || width > maxWidth) {
        throw fieldError('width', 'range', `width must be from ${minWidth} to ${maxWidth}.`);
      }
      const quality = query.quality === undefined ? limits.quality : Number(query.quality);
      if (quality < 1 || quality > 100) {
        throw fieldError('quality', 'range', 'quality must be from 1 to 100.');
      }
      const format = query.format ?? 'jpeg';
      if (!limits.formats.includes(format)) {
        throw fieldError('format', 'enum', `format must be one of ${limits.formats.join(', ')}.`);
      }
      const ratio = (limits.tileHeights[0] ?? 1046) / (limits.tileWidths[0] ?? 698);
      const height = image.view === 's' ? width : Math.round(width * ratio);
      const key = `${brand.id}/${name}?${width}&${quality}&${format}`;
      const encoded = await rendered.get(key, async () => {
        // What the product is decides what its picture shows (a mug, a plant, a chair, a dress).
        const [product] = await context.db.query<{ merchandise_class: string }>(
          'SELECT merchandise_class FROM products WHERE brand_id = $1 AND style_number = $2 LIMIT 1',
          [brand.id, image.styleNumber],
          { prepare: true },
        );
        return renderImage(
          placeholderSvg(
            image.styleNumber,
            image.colorCode,
            image.view,
            width,
            height,
            product?.merchandise_class,
          ),
          format,
          quality,
        );
      });
      return reply
        .header('content-type', encoded.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(encoded.bytes);
    },
  );
}

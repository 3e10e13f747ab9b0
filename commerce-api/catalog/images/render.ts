import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface Rendered {
  readonly bytes: Buffer;
  /** The type of what is actually sent. */
  readonly contentType: string;
}

/**
 * Renders an SVG to one of the accepted formats (catalogue spec §9: jpeg, png, gif, webp) with
 * sharp (libvips): the work runs on libuv's thread pool, off the event loop. Quality applies to
 * jpeg and webp; png and gif are lossless.
 */
export async function renderImage(
  svg: string,
  format: ImageFormat,
  quality: number,
): Promise<Rendered> {
  const image = sharp(Buffer.from(svg)).removeAlpha();
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality })
      : format === 'webp'
        ? image.webp({ quality })
        : format === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.gif();
  return { bytes: await encoded.toBuffer(), contentType: `image/${format}` };
}

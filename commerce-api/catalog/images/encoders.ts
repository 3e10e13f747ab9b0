import { encodeGif } from './gif.ts';
import { encodeJpeg } from './jpeg.ts';
import { encodePng } from './png.ts';
import { encodeWebp } from './webp.ts';
import type { Raster } from './raster.ts';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface Encoded {
  readonly bytes: Buffer;
  /** The type of what is actually sent. */
  readonly contentType: string;
}

type Encoder = (raster: Raster, quality: number) => Encoded;

const png: Encoder = (raster) => ({ bytes: encodePng(raster), contentType: 'image/png' });

/** One small pure-JS encoder per accepted format (catalogue spec §9: jpeg, png, gif, webp). */
export const ENCODERS: Readonly<Record<ImageFormat, Encoder>> = {
  png,
  jpeg: (raster, quality) => ({ bytes: encodeJpeg(raster, quality), contentType: 'image/jpeg' }),
  gif: (raster) => ({ bytes: encodeGif(raster), contentType: 'image/gif' }),
  webp: (raster) => ({ bytes: encodeWebp(raster), contentType: 'image/webp' }),
};

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ResolvedBrand } from '../config/types.ts';
import { clientDir } from './ssr-entry.ts';

/** Browsers ask for /favicon.ico on every site; it changes with a brand's look, rarely. */
export const FAVICON_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

const SIZE = 32;

/** The brand's own favicon, when its assets have one (copied by the build to its client folder). */
const BRAND_FAVICONS = ['favicon.png', 'favicon.svg'];

/** A plain mark in the brand's colours when it has none: no text, so no font is needed. */
function defaultMark(brand: ResolvedBrand): Buffer {
  const { primary, background } = brand.settings.theme.colors;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="7" fill="${primary}"/>` +
      `<circle cx="16" cy="16" r="7" fill="${background}"/></svg>`,
  );
}

/**
 * Each brand's /favicon.ico (issue 9: it used to fall into the page route and log a failed
 * render): the brand's favicon.png or favicon.svg asset, else a default in its theme colours, as
 * a 32 px PNG (every browser takes a PNG at that address), made once per process.
 */
export class Favicons {
  private readonly favicons = new Map<string, Promise<Buffer>>();

  constructor(private readonly distDir: string) {}

  get(brand: ResolvedBrand): Promise<Buffer> {
    let favicon = this.favicons.get(brand.id);
    if (!favicon) {
      favicon = this.make(brand);
      favicon.catch(() => this.favicons.delete(brand.id));
      this.favicons.set(brand.id, favicon);
    }
    return favicon;
  }

  private async make(brand: ResolvedBrand): Promise<Buffer> {
    const folder = join(clientDir(this.distDir, brand.id), 'static', 'brands', brand.id);
    const own = BRAND_FAVICONS.map((name) => join(folder, name)).find((path) => existsSync(path));
    return sharp(own ?? defaultMark(brand))
      .resize(SIZE, SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  }
}

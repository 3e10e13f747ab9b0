import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ResolvedBrand } from '../config/types.ts';
import { clientDir } from './ssr-entry.ts';

/** Browsers ask for /favicon.ico on every site; it changes with a brand's look, rarely. */
export const FAVICON_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

const SIZE = 32;

/** The brand's own icon, when its assets have one (copied by the build to its client folder). */
const BRAND_ICONS = ['favicon.png', 'favicon.svg'];

/** A plain mark in the brand's colours when it has no icon: no text, so no font is needed. */
function defaultIcon(brand: ResolvedBrand): Buffer {
  const { primary, background } = brand.settings.theme.colors;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="7" fill="${primary}"/>` +
      `<circle cx="16" cy="16" r="7" fill="${background}"/></svg>`,
  );
}

/** A PNG in an ICO container (every browser reads PNG entries). */
function icoOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

/**
 * Each brand's /favicon.ico (issue 9: it used to fall into the page route and log a failed
 * render): the brand's favicon.png or favicon.svg asset, else a default in its theme colours,
 * made once per process.
 */
export class Favicons {
  private readonly icons = new Map<string, Promise<Buffer>>();

  constructor(private readonly distDir: string) {}

  get(brand: ResolvedBrand): Promise<Buffer> {
    let icon = this.icons.get(brand.id);
    if (!icon) {
      icon = this.make(brand);
      icon.catch(() => this.icons.delete(brand.id));
      this.icons.set(brand.id, icon);
    }
    return icon;
  }

  private async make(brand: ResolvedBrand): Promise<Buffer> {
    const folder = join(clientDir(this.distDir, brand.id), 'static', 'brands', brand.id);
    const own = BRAND_ICONS.map((name) => join(folder, name)).find((path) => existsSync(path));
    const png = await sharp(own ?? defaultIcon(brand))
      .resize(SIZE, SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return icoOf(png);
  }
}

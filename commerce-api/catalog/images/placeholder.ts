import { colourByCode } from '../../seed/colours.ts';
import { createRaster, fillCircle, fillRect, mix, parseHex } from './raster.ts';
import type { Raster, Rgb } from './raster.ts';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * A deterministic stand-in for a product photo: a field of the colour's own shade (the
 * catalogue's palette names a hex per colour code; an unknown code gets a shade from its hash)
 * with simple shapes placed by the style number and view, so every product, colour and view
 * looks different and the same URL always gives the same picture. The swatch view is the plain
 * colour chip with a thin border.
 */
export function placeholder(
  styleNumber: string,
  colorCode: string,
  view: string,
  width: number,
  height: number,
): Raster {
  const base = colourOf(colorCode);
  const light = mix(base, WHITE, 0.35);
  const dark = mix(base, BLACK, 0.3);
  const raster = createRaster(width, height, view === 's' ? base : light);
  if (view === 's') {
    const border = Math.max(1, Math.round(width / 28));
    fillRect(raster, 0, 0, width, border, dark);
    fillRect(raster, 0, height - border, width, height, dark);
    fillRect(raster, 0, 0, border, height, dark);
    fillRect(raster, width - border, 0, width, height, dark);
    return raster;
  }
  const seed = hash(`${styleNumber}_${view}`);
  const unit = (shift: number) => ((seed >>> shift) & 0xff) / 255;
  // The product: a block of the colour, its shoulders narrower than its hem.
  const top = height * (0.16 + unit(0) * 0.08);
  const bottom = height * (0.8 + unit(8) * 0.08);
  const half = width * (0.2 + unit(16) * 0.08);
  fillRect(raster, width / 2 - half * 0.8, top, width / 2 + half * 0.8, (top + bottom) / 2, base);
  fillRect(raster, width / 2 - half, (top + bottom) / 2, width / 2 + half, bottom, base);
  // A detail whose place depends on the view, and a floor line.
  fillCircle(
    raster,
    width * (0.3 + unit(24) * 0.4),
    top + (bottom - top) * (0.25 + unit(4) * 0.3),
    width * 0.07,
    dark,
  );
  fillRect(raster, 0, height * 0.9, width, height * 0.9 + Math.max(1, height / 100), dark);
  return raster;
}

function colourOf(code: string): Rgb {
  const known = colourByCode(code);
  if (known) return parseHex(known.hex);
  const value = hash(code);
  return [64 + (value & 0x7f), 64 + ((value >>> 8) & 0x7f), 64 + ((value >>> 16) & 0x7f)];
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

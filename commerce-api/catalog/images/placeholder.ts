import { colourByCode } from '../../seed/colours.ts';

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * A deterministic stand-in for a product photo, as SVG for sharp to render: a field of the
 * colour's own shade (the catalogue's palette names a hex per colour code; an unknown code gets a
 * shade from its hash) with simple shapes placed by the style number and view, so every product,
 * colour and view looks different and the same URL always gives the same picture. The swatch view
 * is the plain colour chip with a thin darker border.
 */
export function placeholderSvg(
  styleNumber: string,
  colorCode: string,
  view: string,
  width: number,
  height: number,
): string {
  const base = colourOf(colorCode);
  const light = mix(base, WHITE, 0.35);
  const dark = mix(base, BLACK, 0.3);
  const shapes: string[] = [];
  const rect = (x0: number, y0: number, x1: number, y1: number, colour: Rgb) =>
    shapes.push(
      `<rect x="${round(x0)}" y="${round(y0)}" width="${round(x1 - x0)}" height="${round(y1 - y0)}" fill="${hex(colour)}"/>`,
    );
  if (view === 's') {
    const border = Math.max(1, Math.round(width / 28));
    rect(0, 0, width, height, dark);
    rect(border, border, width - border, height - border, base);
  } else {
    const seed = hash(`${styleNumber}_${view}`);
    const unit = (shift: number) => ((seed >>> shift) & 0xff) / 255;
    rect(0, 0, width, height, light);
    // The product: a block of the colour, its shoulders narrower than its hem.
    const top = height * (0.16 + unit(0) * 0.08);
    const bottom = height * (0.8 + unit(8) * 0.08);
    const half = width * (0.2 + unit(16) * 0.08);
    const middle = (top + bottom) / 2;
    rect(width / 2 - half * 0.8, top, width / 2 + half * 0.8, middle, base);
    rect(width / 2 - half, middle, width / 2 + half, bottom, base);
    // A detail whose place depends on the view, and a floor line.
    const cx = width * (0.3 + unit(24) * 0.4);
    const cy = top + (bottom - top) * (0.25 + unit(4) * 0.3);
    shapes.push(
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(width * 0.07)}" fill="${hex(dark)}"/>`,
    );
    rect(0, height * 0.9, width, height * 0.9 + Math.max(1, height / 100), dark);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">${shapes.join('')}</svg>`
  );
}

function colourOf(code: string): Rgb {
  const known = colourByCode(code);
  if (known) return parseHex(known.hex);
  const value = hash(code);
  return [64 + (value & 0x7f), 64 + ((value >>> 8) & 0x7f), 64 + ((value >>> 16) & 0x7f)];
}

function parseHex(text: string): Rgb {
  const value = text.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

/** `colour` moved towards `target` by `amount` (0..1). */
function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  return colour.map((channel, index) =>
    Math.round(channel + (target[index]! - channel) * amount),
  ) as unknown as Rgb;
}

const hex = (colour: Rgb) =>
  `#${colour.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

const round = (value: number) => Math.round(value * 100) / 100;

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

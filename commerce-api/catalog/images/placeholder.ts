import { colourByCode } from '../../seed/colours.ts';
import { silhouetteOf, silhouetteSvg } from './silhouettes.ts';

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
  /** The product's merchandise class: what the picture shows (silhouettes.ts); absent: a box. */
  merchandiseClass?: string,
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
    // The product's drawing, fitted to the frame; each view a little larger or mirrored.
    const fit = Math.min(width / 100, height / 150);
    const scale = fit * (view === 'b' ? 1 : 0.86 + unit(8) * 0.18);
    const mirror = view !== 'b' && (seed & 1) === 1;
    const x = (width - 100 * scale) / 2 + (mirror ? 100 * scale : 0);
    const y = height * 0.9 - 130 * scale;
    shapes.push(
      `<g transform="translate(${round(x)} ${round(y)}) scale(${round(mirror ? -scale : scale)} ${round(scale)})" shape-rendering="geometricPrecision">` +
        silhouetteSvg(silhouetteOf(merchandiseClass), hex(base), hex(dark)) +
        '</g>',
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

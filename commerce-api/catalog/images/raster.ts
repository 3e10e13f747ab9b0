/** An RGB image in memory, 3 bytes a pixel, row by row. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export type Rgb = readonly [number, number, number];

export function createRaster(width: number, height: number, fill: Rgb): Raster {
  const raster = { width, height, data: new Uint8Array(width * height * 3) };
  fillRect(raster, 0, 0, width, height, fill);
  return raster;
}

export function fillRect(
  raster: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: Rgb,
): void {
  const left = clamp(Math.round(x0), 0, raster.width);
  const right = clamp(Math.round(x1), 0, raster.width);
  const top = clamp(Math.round(y0), 0, raster.height);
  const bottom = clamp(Math.round(y1), 0, raster.height);
  if (left >= right || top >= bottom) return;
  // Paint one row segment pixel by pixel, then copy it down: a few bulk copies per shape.
  const { data, width } = raster;
  const first = (top * width + left) * 3;
  const length = (right - left) * 3;
  for (let offset = first; offset < first + length; offset += 3) {
    data[offset] = colour[0];
    data[offset + 1] = colour[1];
    data[offset + 2] = colour[2];
  }
  for (let y = top + 1; y < bottom; y += 1)
    data.copyWithin((y * width + left) * 3, first, first + length);
}

export function fillCircle(raster: Raster, cx: number, cy: number, r: number, colour: Rgb): void {
  const top = clamp(Math.floor(cy - r), 0, raster.height);
  const bottom = clamp(Math.ceil(cy + r), 0, raster.height);
  for (let y = top; y < bottom; y += 1) {
    const dy = y + 0.5 - cy;
    const half = Math.sqrt(Math.max(0, r * r - dy * dy));
    fillRect(raster, cx - half, y, cx + half, y + 1, colour);
  }
}

export function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : value;
  return [
    parseInt(full.slice(0, 2), 16),
    parseInt(full.slice(2, 4), 16),
    parseInt(full.slice(4, 6), 16),
  ];
}

/** `colour` moved towards `target` by `amount` (0..1). */
export function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((channel) =>
    Math.round(colour[channel]! + (target[channel]! - colour[channel]!) * amount),
  ) as unknown as Rgb;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

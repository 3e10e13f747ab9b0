import type { Raster } from './raster.ts';

/**
 * GIF89a with one global colour table and LZW (GIF 89a spec §22). A placeholder has a handful of
 * flat colours, so the table is exact; an image with more than 256 colours is refused rather
 * than dithered.
 */
export function encodeGif(raster: Raster): Buffer {
  const { width, height, data } = raster;
  const palette = new Map<number, number>();
  const indices = new Uint8Array(width * height);
  for (let pixel = 0; pixel < indices.length; pixel += 1) {
    const rgb = (data[pixel * 3]! << 16) | (data[pixel * 3 + 1]! << 8) | data[pixel * 3 + 2]!;
    let index = palette.get(rgb);
    if (index === undefined) {
      index = palette.size;
      if (index > 255) throw new Error('[storefront:api] GIF needs 256 colours or fewer');
      palette.set(rgb, index);
    }
    indices[pixel] = index;
  }
  // The colour table holds 2^(n+1) entries, at least 4 so the LZW code size is at least 2.
  let tableBits = 2;
  while (1 << tableBits < palette.size) tableBits += 1;
  const table = Buffer.alloc(3 << tableBits);
  for (const [rgb, index] of palette)
    table.set([rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff], index * 3);
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80 | 0x70 | (tableBits - 1);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  const compressed = lzw(indices, tableBits);
  const blocks: Buffer[] = [];
  for (let start = 0; start < compressed.length; start += 255) {
    const block = compressed.subarray(start, start + 255);
    blocks.push(Buffer.from([block.length]), block);
  }
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    screen,
    table,
    descriptor,
    Buffer.from([tableBits]),
    ...blocks,
    Buffer.from([0x00, 0x3b]),
  ]);
}

function lzw(indices: Uint8Array, minCodeSize: number): Buffer {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  // Codes by (prefix code, next index): 4096 prefixes of 256 symbols each.
  const table = new Int16Array(4096 * 256).fill(-1);
  const emit = (code: number) => {
    buffer |= code << bits;
    bits += codeSize;
    while (bits >= 8) {
      out.push(buffer & 0xff);
      buffer >>>= 8;
      bits -= 8;
    }
  };
  emit(clear);
  let prefix = indices[0] ?? 0;
  for (let position = 1; position < indices.length; position += 1) {
    const symbol = indices[position]!;
    const key = prefix * 256 + symbol;
    const known = table[key]!;
    if (known !== -1) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      emit(clear);
      table.fill(-1);
      next = end + 1;
      codeSize = minCodeSize + 1;
    } else {
      if (next >= 1 << codeSize) codeSize += 1;
      table[key] = next;
      next += 1;
    }
    prefix = symbol;
  }
  emit(prefix);
  emit(end);
  if (bits > 0) out.push(buffer & 0xff);
  return Buffer.from(out);
}

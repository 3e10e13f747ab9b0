import {
  AC_CHROMINANCE,
  AC_LUMINANCE,
  CHROMINANCE_QUANT,
  DC_CHROMINANCE,
  DC_LUMINANCE,
  LUMINANCE_QUANT,
  ZIGZAG,
} from './jpeg-tables.ts';
import type { HuffmanSpec } from './jpeg-tables.ts';
import type { Raster } from './raster.ts';

/**
 * Baseline JPEG (ITU-T T.81): YCbCr 4:4:4, the Annex K tables scaled by quality as libjpeg does,
 * Huffman coding with the standard tables. A block of one flat colour (most of a placeholder)
 * skips the DCT: only its DC term is not zero.
 */
export function encodeJpeg(raster: Raster, quality: number): Buffer {
  const luminance = scaleQuant(LUMINANCE_QUANT, quality);
  const chrominance = scaleQuant(CHROMINANCE_QUANT, quality);
  const tables = {
    dc: [huffmanCodes(DC_LUMINANCE), huffmanCodes(DC_CHROMINANCE)],
    ac: [huffmanCodes(AC_LUMINANCE), huffmanCodes(AC_CHROMINANCE)],
  };
  const writer = new BitWriter();
  const previousDc = [0, 0, 0];
  const planes = [new Float64Array(64), new Float64Array(64), new Float64Array(64)];
  const zigzag = new Int32Array(64);
  const { width, height, data } = raster;
  for (let blockY = 0; blockY < height; blockY += 8) {
    for (let blockX = 0; blockX < width; blockX += 8) {
      let flat = true;
      for (let index = 0; index < 64; index += 1) {
        // Edge blocks repeat the last row and column.
        const x = Math.min(blockX + (index & 7), width - 1);
        const y = Math.min(blockY + (index >> 3), height - 1);
        const offset = (y * width + x) * 3;
        const r = data[offset]!;
        const g = data[offset + 1]!;
        const b = data[offset + 2]!;
        planes[0]![index] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
        planes[1]![index] = -0.168736 * r - 0.331264 * g + 0.5 * b;
        planes[2]![index] = 0.5 * r - 0.418688 * g - 0.081312 * b;
        if (
          flat &&
          index > 0 &&
          (planes[0]![index] !== planes[0]![0] ||
            planes[1]![index] !== planes[1]![0] ||
            planes[2]![index] !== planes[2]![0])
        ) {
          flat = false;
        }
      }
      for (let component = 0; component < 3; component += 1) {
        const table = component === 0 ? 0 : 1;
        const quant = table === 0 ? luminance : chrominance;
        if (flat) {
          zigzag.fill(0);
          zigzag[0] = Math.round((planes[component]![0]! * 8) / quant[0]!);
        } else {
          const coefficients = dct(planes[component]!);
          for (let position = 0; position < 64; position += 1) {
            const natural = ZIGZAG[position]!;
            zigzag[position] = Math.round(coefficients[natural]! / quant[natural]!);
          }
        }
        encodeBlock(writer, zigzag, previousDc[component]!, tables.dc[table]!, tables.ac[table]!);
        previousDc[component] = zigzag[0]!;
      }
    }
  }
  writer.flush();
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xdb, [0x00, ...zigzagOrder(luminance), 0x01, ...zigzagOrder(chrominance)]),
    segment(0xc0, [
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      3,
      ...[1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1],
    ]),
    segment(0xc4, [
      ...huffmanSegment(0x00, DC_LUMINANCE),
      ...huffmanSegment(0x10, AC_LUMINANCE),
      ...huffmanSegment(0x01, DC_CHROMINANCE),
      ...huffmanSegment(0x11, AC_CHROMINANCE),
    ]),
    segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]),
    writer.bytes(),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** libjpeg's quality scaling of a base table. */
function scaleQuant(base: readonly number[], quality: number): number[] {
  const scale = quality < 50 ? 5000 / quality : 200 - quality * 2;
  return base.map((value) => Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))));
}

function zigzagOrder(table: readonly number[]): number[] {
  return Array.from(ZIGZAG, (natural) => table[natural]!);
}

const COSINES = Array.from({ length: 64 }, (_, index) => {
  const frequency = index >> 3;
  const position = index & 7;
  return Math.cos(((2 * position + 1) * frequency * Math.PI) / 16);
});

/** The 8x8 forward DCT, rows then columns. */
function dct(block: Float64Array): Float64Array {
  const rows = new Float64Array(64);
  const out = new Float64Array(64);
  for (let y = 0; y < 8; y += 1) {
    for (let u = 0; u < 8; u += 1) {
      let sum = 0;
      for (let x = 0; x < 8; x += 1) sum += block[y * 8 + x]! * COSINES[u * 8 + x]!;
      rows[y * 8 + u] = sum * (u === 0 ? Math.SQRT1_2 : 1) * 0.5;
    }
  }
  for (let u = 0; u < 8; u += 1) {
    for (let v = 0; v < 8; v += 1) {
      let sum = 0;
      for (let y = 0; y < 8; y += 1) sum += rows[y * 8 + u]! * COSINES[v * 8 + y]!;
      out[v * 8 + u] = sum * (v === 0 ? Math.SQRT1_2 : 1) * 0.5;
    }
  }
  return out;
}

interface Code {
  readonly code: number;
  readonly length: number;
}

function huffmanCodes(spec: HuffmanSpec): Code[] {
  const codes: Code[] = [];
  let code = 0;
  let next = 0;
  spec.bits.forEach((count, index) => {
    for (let n = 0; n < count; n += 1) {
      codes[spec.values[next]!] = { code, length: index + 1 };
      code += 1;
      next += 1;
    }
    code <<= 1;
  });
  return codes;
}

function huffmanSegment(tableClassAndId: number, spec: HuffmanSpec): number[] {
  return [tableClassAndId, ...spec.bits, ...spec.values];
}

function category(value: number): number {
  let magnitude = Math.abs(value);
  let bits = 0;
  while (magnitude > 0) {
    bits += 1;
    magnitude >>= 1;
  }
  return bits;
}

function encodeBlock(
  writer: BitWriter,
  block: Int32Array,
  previousDc: number,
  dc: Code[],
  ac: Code[],
) {
  const difference = block[0]! - previousDc;
  const dcSize = category(difference);
  writer.write(dc[dcSize]!);
  if (dcSize > 0) writer.bits(difference < 0 ? difference + (1 << dcSize) - 1 : difference, dcSize);
  let zeros = 0;
  for (let position = 1; position < 64; position += 1) {
    const value = block[position]!;
    if (value === 0) {
      zeros += 1;
      continue;
    }
    while (zeros > 15) {
      writer.write(ac[0xf0]!);
      zeros -= 16;
    }
    const size = category(value);
    writer.write(ac[(zeros << 4) | size]!);
    writer.bits(value < 0 ? value + (1 << size) - 1 : value, size);
    zeros = 0;
  }
  if (zeros > 0) writer.write(ac[0x00]!);
}

/** Entropy-coded bytes, most significant bit first, with 0xFF stuffed by 0x00. */
class BitWriter {
  private out = Buffer.alloc(1 << 16);
  private length = 0;
  private buffer = 0;
  private count = 0;

  write(code: Code): void {
    this.bits(code.code, code.length);
  }

  /** Appends up to 16 bits; fewer than 8 wait in the buffer. */
  bits(value: number, length: number): void {
    this.buffer = (this.buffer << length) | (value & ((1 << length) - 1));
    this.count += length;
    while (this.count >= 8) {
      this.count -= 8;
      const byte = (this.buffer >>> this.count) & 0xff;
      this.push(byte);
      if (byte === 0xff) this.push(0x00);
    }
    this.buffer &= (1 << this.count) - 1;
  }

  flush(): void {
    if (this.count > 0) this.bits((1 << (8 - this.count)) - 1, 8 - this.count);
  }

  bytes(): Buffer {
    return this.out.subarray(0, this.length);
  }

  private push(byte: number): void {
    if (this.length === this.out.length) {
      const grown = Buffer.alloc(this.out.length * 2);
      this.out.copy(grown);
      this.out = grown;
    }
    this.out[this.length] = byte;
    this.length += 1;
  }
}

function segment(marker: number, body: readonly number[]): Buffer {
  const length = body.length + 2;
  return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...body]);
}

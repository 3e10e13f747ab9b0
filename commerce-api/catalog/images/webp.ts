import type { Raster } from './raster.ts';

/**
 * Lossless WebP (VP8L, RFC 9649 §3-5) without transforms or colour cache: each pixel is a
 * literal or a backward reference to the pixel above (a row like the one before) or to the left
 * (a run of one colour), coded with Huffman codes built from the image's own counts. Flat
 * placeholders come out small; quality does not apply to a lossless image.
 */
export function encodeWebp(raster: Raster): Buffer {
  const { width, height, data } = raster;
  if (width > 16384 || height > 16384) throw new Error('[storefront:api] WebP is at most 16384 px');
  const count = width * height;
  const pixels = new Int32Array(count);
  for (let index = 0; index < count; index += 1) {
    pixels[index] = (data[index * 3]! << 16) | (data[index * 3 + 1]! << 8) | data[index * 3 + 2]!;
  }
  // Tokens: a literal pixel (value >= 0), or a copy: -length, with its distance code after it.
  const tokens: number[] = [];
  for (let index = 0; index < count;) {
    const up = index >= width ? run(pixels, index, (at) => pixels[at - width]!) : 0;
    if (up >= 3) {
      tokens.push(-up, 1);
      index += up;
      continue;
    }
    const left = index >= 1 ? run(pixels, index, () => pixels[index - 1]!) : 0;
    if (left >= 3) {
      tokens.push(-left, 2);
      index += left;
      continue;
    }
    tokens.push(pixels[index]!);
    index += 1;
  }
  const green = new Array<number>(280).fill(0);
  const red = new Array<number>(256).fill(0);
  const blue = new Array<number>(256).fill(0);
  const alpha = new Array<number>(256).fill(0);
  const distance = new Array<number>(40).fill(0);
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    if (token >= 0) {
      green[(token >> 8) & 0xff]! += 1;
      red[token >> 16]! += 1;
      blue[token & 0xff]! += 1;
      alpha[255]! += 1;
    } else {
      green[256 + prefix(-token).code]! += 1;
      distance[prefix(tokens[at + 1]!).code]! += 1;
      at += 1;
    }
  }
  const writer = new LsbWriter();
  writer.bits(0x2f, 8);
  writer.bits(width - 1, 14);
  writer.bits(height - 1, 14);
  writer.bits(0, 1); // no alpha
  writer.bits(0, 3); // version 0
  writer.bits(0, 1); // no transform
  writer.bits(0, 1); // no colour cache
  writer.bits(0, 1); // one set of prefix codes for the whole image
  const codes = [green, red, blue, alpha, distance].map((counts) =>
    writePrefixCode(writer, counts),
  );
  const [greenCodes, redCodes, blueCodes, alphaCodes, distanceCodes] = codes as Codes[];
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    if (token >= 0) {
      writer.code(greenCodes!, (token >> 8) & 0xff);
      writer.code(redCodes!, token >> 16);
      writer.code(blueCodes!, token & 0xff);
      writer.code(alphaCodes!, 255);
    } else {
      const length = prefix(-token);
      writer.code(greenCodes!, 256 + length.code);
      writer.bits(length.extra, length.extraBits);
      const where = prefix(tokens[at + 1]!);
      writer.code(distanceCodes!, where.code);
      writer.bits(where.extra, where.extraBits);
      at += 1;
    }
  }
  const body = writer.bytes();
  const padded = body.length % 2 === 1 ? Buffer.concat([body, Buffer.alloc(1)]) : body;
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(12 + padded.length, 4);
  header.write('WEBPVP8L', 8, 'ascii');
  header.writeUInt32LE(body.length, 16);
  return Buffer.concat([header, padded]);
}

/** How many pixels from `index` on equal `source(at)`, at most 4096 (the longest copy). */
function run(pixels: Int32Array, index: number, source: (at: number) => number): number {
  let at = index;
  while (at < pixels.length && at - index < 4096 && pixels[at] === source(at)) at += 1;
  return at - index;
}

/** VP8L prefix coding of a length or distance code (RFC 9649 §5.2.2). */
function prefix(value: number): { code: number; extraBits: number; extra: number } {
  const d = value - 1;
  if (d < 4) return { code: d, extraBits: 0, extra: 0 };
  const high = 31 - Math.clz32(d);
  const second = (d >> (high - 1)) & 1;
  const extraBits = high - 1;
  return { code: 2 * high + second, extraBits, extra: d & ((1 << extraBits) - 1) };
}

/** Huffman code per symbol: [code, length]; length 0 when the symbol is not used. */
type Codes = { readonly codes: Int32Array; readonly lengths: Uint8Array };

const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

function writePrefixCode(writer: LsbWriter, counts: readonly number[]): Codes {
  const used = counts.flatMap((value, symbol) => (value > 0 ? [symbol] : []));
  if (used.length <= 2 && used.every((symbol) => symbol < 256)) {
    // Simple code: one or two 8-bit symbols.
    const symbols = used.length === 0 ? [0] : used;
    writer.bits(1, 1);
    writer.bits(symbols.length - 1, 1);
    writer.bits(1, 1);
    writer.bits(symbols[0]!, 8);
    if (symbols.length === 2) writer.bits(symbols[1]!, 8);
    const lengths = new Uint8Array(counts.length);
    if (symbols.length === 2) for (const symbol of symbols) lengths[symbol] = 1;
    return canonical(lengths);
  }
  const lengths = huffmanLengths(counts, 15);
  // Code lengths as tokens: 0-15 themselves, 17 and 18 for runs of zeros.
  const tokens: [symbol: number, extra: number, extraBits: number][] = [];
  for (let symbol = 0; symbol < lengths.length;) {
    let zeros = 0;
    while (symbol + zeros < lengths.length && lengths[symbol + zeros] === 0 && zeros < 138)
      zeros += 1;
    if (zeros >= 11) {
      tokens.push([18, zeros - 11, 7]);
      symbol += zeros;
    } else if (zeros >= 3) {
      tokens.push([17, zeros - 3, 3]);
      symbol += zeros;
    } else {
      tokens.push([lengths[symbol]!, 0, 0]);
      symbol += 1;
    }
  }
  const tokenCounts = new Array<number>(19).fill(0);
  for (const [symbol] of tokens) tokenCounts[symbol]! += 1;
  let lengthCodeLengths = huffmanLengths(tokenCounts, 7);
  if (lengthCodeLengths.filter((length) => length > 0).length === 1) {
    // A code of one symbol reads no bits; give it a partner so every decoder agrees.
    const only = lengthCodeLengths.findIndex((length) => length > 0);
    lengthCodeLengths = new Uint8Array(19);
    lengthCodeLengths[only] = 1;
    lengthCodeLengths[only === 0 ? 1 : 0] = 1;
  }
  const lengthCodes = canonical(lengthCodeLengths);
  let written = CODE_LENGTH_ORDER.length;
  while (written > 4 && lengthCodeLengths[CODE_LENGTH_ORDER[written - 1]!] === 0) written -= 1;
  writer.bits(0, 1); // normal code
  writer.bits(written - 4, 4);
  for (let index = 0; index < written; index += 1) {
    writer.bits(lengthCodeLengths[CODE_LENGTH_ORDER[index]!]!, 3);
  }
  writer.bits(0, 1); // lengths for the whole alphabet follow
  for (const [symbol, extra, extraBits] of tokens) {
    writer.code(lengthCodes, symbol);
    writer.bits(extra, extraBits);
  }
  return canonical(lengths);
}

/** Huffman code lengths, at most `maxLength` bits: counts are halved until the tree fits. */
function huffmanLengths(counts: readonly number[], maxLength: number): Uint8Array {
  let weights = [...counts];
  for (;;) {
    const lengths = new Uint8Array(counts.length);
    type Node = { weight: number; symbols: number[] };
    let nodes: Node[] = weights.flatMap((weight, symbol) =>
      weight > 0 ? [{ weight, symbols: [symbol] }] : [],
    );
    if (nodes.length === 1) {
      lengths[nodes[0]!.symbols[0]!] = 1;
      return lengths;
    }
    while (nodes.length > 1) {
      nodes.sort((a, b) => a.weight - b.weight);
      const [first, second, ...rest] = nodes;
      for (const symbol of [...first!.symbols, ...second!.symbols]) lengths[symbol]! += 1;
      nodes = [
        ...rest,
        {
          weight: first!.weight + second!.weight,
          symbols: [...first!.symbols, ...second!.symbols],
        },
      ];
    }
    if (Math.max(...lengths) <= maxLength) return lengths;
    weights = weights.map((weight) => (weight > 0 ? Math.max(1, weight >> 1) : 0));
  }
}

/** Canonical codes from lengths: shorter codes first, then by symbol (as DEFLATE). */
function canonical(lengths: Uint8Array): Codes {
  const codes = new Int32Array(lengths.length);
  const perLength = new Array<number>(16).fill(0);
  for (const length of lengths) if (length > 0) perLength[length]! += 1;
  const next = new Array<number>(16).fill(0);
  let code = 0;
  for (let length = 1; length < 16; length += 1) {
    code = (code + perLength[length - 1]!) << 1;
    next[length] = code;
  }
  lengths.forEach((length, symbol) => {
    if (length > 0) {
      codes[symbol] = next[length]!;
      next[length]! += 1;
    }
  });
  return { codes, lengths };
}

/** Bits least significant first, as VP8L reads them; Huffman codes go in bit-reversed. */
class LsbWriter {
  private out = Buffer.alloc(1 << 14);
  private length = 0;
  private buffer = 0;
  private count = 0;

  bits(value: number, length: number): void {
    if (length === 0) return;
    this.buffer |= value << this.count;
    this.count += length;
    while (this.count >= 8) {
      this.push(this.buffer & 0xff);
      this.buffer >>>= 8;
      this.count -= 8;
    }
  }

  code(table: Codes, symbol: number): void {
    const length = table.lengths[symbol]!;
    let code = table.codes[symbol]!;
    let reversed = 0;
    for (let bit = 0; bit < length; bit += 1) {
      reversed = (reversed << 1) | (code & 1);
      code >>= 1;
    }
    this.bits(reversed, length);
  }

  bytes(): Buffer {
    if (this.count > 0) this.push(this.buffer & 0xff);
    this.count = 0;
    this.buffer = 0;
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

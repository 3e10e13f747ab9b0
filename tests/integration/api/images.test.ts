import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

/** The harness client reads bodies as text; images need their bytes. */
async function image(path: string) {
  const response = await fetch(`${api.url}/images/${path}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

const NAVY = 'AN-4130921-001_041_b';

/** Width and height, as a decoder reads them (sharp). */
async function dimensions(bytes: Buffer): Promise<[number, number]> {
  const { width, height } = await sharp(bytes).metadata();
  return [width, height];
}

/** The colour of one pixel, decoded. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('GET /images/{brandId}/{styleNumber}_{colorCode}_{view} (catalogue spec §3, §9)', () => {
  it.each([
    ['png', 'image/png', [0x89, 0x50, 0x4e, 0x47]],
    ['jpeg', 'image/jpeg', [0xff, 0xd8, 0xff, 0xdb]],
    ['gif', 'image/gif', [0x47, 0x49, 0x46, 0x38]],
    ['webp', 'image/webp', [0x52, 0x49, 0x46, 0x46]],
  ])(
    'renders %s at the requested width, height by the tile ratio 698x1046',
    async (format, type, magic) => {
      const response = await image(`anthropologie/${NAVY}?width=349&quality=80&format=${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect([...response.bytes.subarray(0, 4)]).toEqual(magic);
      expect((await sharp(response.bytes).metadata()).format).toBe(format);
      expect(await dimensions(response.bytes)).toEqual([349, 523]);
    },
  );

  it('defaults to a 698 px jpeg at the site quality', async () => {
    const response = await image(`anthropologie/${NAVY}`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await dimensions(response.bytes)).toEqual([698, 1046]);
    expect(response.bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('is deterministic per product colour and view', async () => {
    const first = await image(`anthropologie/${NAVY}?width=360&format=png`);
    const again = await image(`anthropologie/${NAVY}?width=360&format=png`);
    const red = await image('anthropologie/AN-4130921-001_060_b?width=360&format=png');
    const back = await image('anthropologie/AN-4130921-001_041_a?width=360&format=png');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(red.bytes.equals(first.bytes)).toBe(false);
    expect(back.bytes.equals(first.bytes)).toBe(false);
  });

  it("paints the colour's own shade: the swatch view is the colour chip, square", async () => {
    const swatch = await image('anthropologie/AN-4130921-001_041_s?width=104&format=png');
    expect(await dimensions(swatch.bytes)).toEqual([104, 104]);
    // Navy (#1f2a44) in the middle, darkened for the border.
    expect(await pixel(swatch.bytes, 52, 52)).toEqual([0x1f, 0x2a, 0x44]);
    const [r, g, b] = await pixel(swatch.bytes, 0, 0);
    expect(r! < 0x1f && g! < 0x2a && b! < 0x44).toBe(true);
    const gif = await image('anthropologie/AN-4130921-001_041_s?width=56&format=gif');
    expect(await pixel(gif.bytes, 28, 28)).toEqual([0x1f, 0x2a, 0x44]);
  });

  it('follows quality in jpeg', async () => {
    const low = await image(`anthropologie/${NAVY}?width=360&quality=10&format=jpeg`);
    const high = await image(`anthropologie/${NAVY}?width=360&quality=95&format=jpeg`);
    expect(low.bytes.length).toBeLessThan(high.bytes.length);
  });

  it.each([
    ['width=10', 'width'],
    ['width=5000', 'width'],
    ['width=wide', 'width'],
    ['quality=0', 'quality'],
    ['quality=101', 'quality'],
    ['format=bmp', 'format'],
    ['size=large', 'size'],
  ])('refuses %s', async (query, field) => {
    const response = await image(`anthropologie/${NAVY}?${query}`);
    expect(response.status).toBe(400);
    const body = JSON.parse(response.bytes.toString()) as {
      code: string;
      field_errors: { field: string }[];
    };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.field_errors.map((error) => error.field)).toContain(field);
  });

  it('answers 404 for a bad image name or an unknown brand', async () => {
    expect((await image('anthropologie/not-an-image')).status).toBe(404);
    expect((await image('anthropologie/an-4130921-001_041_b')).status).toBe(404);
    expect((await image(`nobody/${NAVY}`)).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { RenderedImages } from '../../../commerce-api/catalog/images/rendered-images.ts';
import type { Rendered } from '../../../commerce-api/catalog/images/render.ts';

const image = (bytes: number): Rendered => ({
  bytes: Buffer.alloc(bytes, 1),
  contentType: 'image/webp',
});

/** Issue 9 (render path): a product image is drawn once per process, not on every request. */
describe('RenderedImages', () => {
  it('renders an image once, however many ask for it at the same time or after', async () => {
    const images = new RenderedImages();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return image(100);
    };
    const [first, second] = await Promise.all([images.get('a', render), images.get('a', render)]);
    const third = await images.get('a', render);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('keeps images up to its byte limit, dropping the least recently used', async () => {
    const images = new RenderedImages(250);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return image(100);
    };
    await images.get('a', render);
    await images.get('b', render);
    await images.get('a', render); // a is now the most recently used
    await images.get('c', render); // 300 bytes: b goes
    expect(images.size).toBe(2);
    expect(renders).toBe(3);
    await images.get('a', render);
    expect(renders).toBe(3);
    await images.get('b', render);
    expect(renders).toBe(4);
  });

  it('keeps no failure: the next request renders again', async () => {
    const images = new RenderedImages();
    await expect(images.get('a', () => Promise.reject(new Error('sharp failed')))).rejects.toThrow(
      'sharp failed',
    );
    expect(images.size).toBe(0);
    await expect(images.get('a', async () => image(10))).resolves.toMatchObject({
      contentType: 'image/webp',
    });
    expect(images.size).toBe(1);
  });
});

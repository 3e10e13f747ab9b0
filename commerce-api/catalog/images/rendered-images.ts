import { LRUCache } from 'lru-cache';
import type { Rendered } from './render.ts';

/** What the image cache of one API process may hold at most, in bytes of encoded images. */
export const RENDERED_IMAGES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The encoded images one API process has rendered, newest kept, up to 32 MB (a product image is
 * 1 to 10 kB): an image is drawn from its URL and product class alone, so the same request gets
 * the same bytes, and only the first one pays for the database lookup and sharp (issue 9: the
 * LCP image of a product page waited 200 ms and more on a busy server for a picture it had drawn
 * before). A shared cache or CDN in front keeps them for a year (Cache-Control immutable).
 */
export class RenderedImages {
  private readonly cache: LRUCache<string, Rendered>;
  private readonly pending = new Map<string, Promise<Rendered>>();

  constructor(maxBytes = RENDERED_IMAGES_MAX_BYTES) {
    this.cache = new LRUCache<string, Rendered>({
      maxSize: maxBytes,
      sizeCalculation: (image) => Math.max(1, image.bytes.length),
    });
  }

  /** The image under this key, rendered once however many ask for it at the same time. */
  async get(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const kept = this.cache.get(key);
    if (kept) return kept;
    const running = this.pending.get(key);
    if (running) return running;
    const rendering = render()
      .then((image) => {
        this.cache.set(key, image);
        return image;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, rendering);
    return rendering;
  }

  /** How many images are kept (for tests). */
  get size(): number {
    return this.cache.size;
  }
}

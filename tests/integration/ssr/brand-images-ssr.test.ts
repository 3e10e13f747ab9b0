import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandAssetsFolder } from '../../../engine/build/staleness.ts';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness } from './ssr-harness.ts';

/**
 * Issue 4 §7, "fonts and images never shift the layout", on the pages brands really render: every
 * <img> of a managed page carries width and height, and every brand image it shows is a file of
 * that brand's own assets folder (so /static/brands/<brand>/ serves it).
 */
const BRANDS = ['anthropologie', 'terrain', 'free-people', 'urban-outfitters', 'juniper-lane'];
let ssr: SsrHarness;

beforeAll(async () => {
  ssr = await startSsr(BRANDS);
}, 120_000);
afterAll(() => ssr.close());

function imagesOf(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (match[1] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g))
      attributes[name!] = value!;
    return attributes;
  });
}

describe('managed pages reserve a box for every image (issue 4 §7)', () => {
  it.each(BRANDS)('%s', async (brandId) => {
    const brand = ssr.brands.get(brandId)!;
    const pages = brand.content.pages.pages;
    const urls = pages.map((page) =>
      page.slug === 'home' ? '/' : page.kind === 'help' ? `/help/${page.slug}` : `/${page.slug}`,
    );
    let images = 0;
    for (const url of urls) {
      const page = await ssr.get(brandId, url);
      if (page.status !== 200) continue;
      for (const image of imagesOf(page.html)) {
        images += 1;
        const where = `${brandId} ${url} ${image.src}`;
        expect(Number(image.width), where).toBeGreaterThan(0);
        expect(Number(image.height), where).toBeGreaterThan(0);
        const src = image.src ?? '';
        if (src.startsWith('/static/')) {
          expect(src.startsWith(`/static/brands/${brandId}/`), where).toBe(true);
          const file = join(
            brandAssetsFolder(brandId),
            src.slice(`/static/brands/${brandId}/`.length),
          );
          expect(existsSync(file) && statSync(file).isFile(), where).toBe(true);
        }
      }
    }
    // The home page alone shows a hero and a category grid.
    expect(images).toBeGreaterThan(3);
  });
});

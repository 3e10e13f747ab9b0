import { sourceBrandModules } from '../../../engine/build/brand-modules.ts';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { createRenderer } from '../../../engine/app/ssr/renderer.ts';
import { validateBrands } from '../../support/brands.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import type { RenderFunction, RenderResult } from '../../../engine/app/ssr/render-contract.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';

export const NONCE = 'test-nonce-123';

export interface SsrPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly html: string;
}

export interface SsrHarness {
  readonly api: TestApi;
  readonly brands: ReadonlyMap<string, ResolvedBrand>;
  /** Renders a URL of a brand as the server would, with the body read to a string. */
  get(
    brandId: string,
    url: string,
    options?: { headers?: Record<string, string>; cookies?: Record<string, string> },
  ): Promise<SsrPage>;
  close(): Promise<void>;
}

/** A render's body read to a string. */
export async function bodyText(result: RenderResult): Promise<string> {
  if (result.body === undefined) return '';
  if (typeof result.body === 'string') return result.body;
  const chunks: Buffer[] = [];
  for await (const chunk of result.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A real commerce API (seeded, small catalogue) and the SSR renderer of the given brands. */
export async function startSsr(brandIds: readonly string[]): Promise<SsrHarness> {
  const report = validateBrands({ brands: brandIds });
  const resolved = report.brands.flatMap((brand) => (brand.resolved ? [brand.resolved] : []));
  const api = await startApi({
    brands: resolved as unknown as ApiBrandConfig[],
    seedProducts: 60,
  });
  const brands = new Map(resolved.map((brand) => [brand.id, brand]));
  const renderers = new Map<string, RenderFunction>(
    resolved.map((brand) => [
      brand.id,
      createRenderer(brand, { modules: sourceBrandModules(brand) }),
    ]),
  );
  return {
    api,
    brands,
    async get(brandId, url, options = {}) {
      const render = renderers.get(brandId);
      if (!render) throw new Error(`No renderer for ${brandId}`);
      const result = await render({
        url,
        method: 'GET',
        headers: { host: `${brandId}.localhost`, ...options.headers },
        cookies: options.cookies ?? {},
        nonce: NONCE,
        apiBase: api.url,
        assets: {
          scripts: ['/assets/entry-client-abc123.js'],
          styles: ['/assets/style-abc123.css'],
        },
      });
      return { status: result.status, headers: result.headers, html: await bodyText(result) };
    },
    close: () => api.close(),
  };
}

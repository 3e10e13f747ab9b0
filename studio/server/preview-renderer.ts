import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRenderer } from '../../engine/app/ssr/renderer.ts';
import type { RenderFunction } from '../../engine/app/ssr/render-contract.ts';
import { sourceBrandModules } from '../../engine/build/brand-modules.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';

const MAX_REDIRECTS = 3;

export interface PreviewRequest {
  readonly brand: ResolvedBrand;
  readonly siteId: string;
  /** Path inside the site, after its prefix ("/", "/help/shipping"). */
  readonly path: string;
  /** The shopper's cookies (a state shown on demand: studio/server/preview-states.tsx). */
  readonly cookies?: Readonly<Record<string, string>>;
}

export interface PreviewPage {
  readonly status: number;
  readonly html: string;
}

/** The stylesheets of the brand's build (dist/<brand>/client/assets), linked by every preview. */
export function buildStyles(distDir: string, brandId: string): string[] {
  const folder = join(distDir, brandId, 'client', 'assets');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.css'))
    .sort((a, b) => Number(b.startsWith('entry-client')) - Number(a.startsWith('entry-client')))
    .map((name) => `/assets/${name}`);
}

/**
 * Renders a page of the draft brand with the engine's own SSR path (the renderer the build's
 * entry-server wraps, as the SSR integration tests use it), without a build: a change to a draft
 * shows as soon as it validates. The page runs no script in the preview (its frame is sandboxed);
 * it is the server's HTML with the brand's styles.
 */
export class PreviewRenderer {
  private current?: { brand: ResolvedBrand; render: RenderFunction };

  constructor(
    private readonly api: { base: string; fetch: typeof fetch },
    private readonly styles: () => readonly string[],
  ) {}

  async render(request: PreviewRequest): Promise<PreviewPage> {
    if (this.current?.brand !== request.brand) {
      this.current = {
        brand: request.brand,
        render: createRenderer(request.brand, { modules: sourceBrandModules(request.brand) }),
      };
    }
    const site = request.brand.sites[request.siteId];
    if (!site) return { status: 404, html: '' };
    const prefix = site.contextPath === '/' ? '' : site.contextPath;
    const path = request.path.startsWith('/') ? request.path : '/' + request.path;
    let url = path === '/' && prefix ? prefix : prefix + path;
    // The engine's canonical-path fixes answer a redirect: follow a few, within the brand only.
    for (let hop = 0; ; hop += 1) {
      const result = await this.current.render({
        url,
        method: 'GET',
        headers: { host: `${request.brand.id}.localhost`, accept: 'text/html' },
        cookies: { ...request.cookies },
        apiBase: this.api.base,
        apiFetch: this.api.fetch,
        assets: { scripts: [], styles: [...this.styles()] },
      });
      const location = result.headers.location ?? result.headers.Location;
      if (result.status >= 300 && result.status < 400 && location && hop < MAX_REDIRECTS) {
        const next = new URL(location, `http://${request.brand.id}.localhost`);
        if (next.host === `${request.brand.id}.localhost`) {
          url = next.pathname + next.search;
          continue;
        }
      }
      return { status: result.status, html: await bodyText(result.body) };
    }
  }
}

async function bodyText(body: NodeJS.ReadableStream | string | undefined): Promise<string> {
  if (body === undefined) return '';
  if (typeof body === 'string') return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

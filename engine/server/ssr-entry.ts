import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  firstLoadAssets,
  lazyModuleAssets,
  manifestPath,
  readManifest,
} from '../build/manifest.ts';
import type { Manifest } from '../build/manifest.ts';
import type { RenderAssets, RenderFunction } from '../app/ssr/render-contract.ts';

export interface BrandEntry {
  readonly render: RenderFunction;
  readonly assets: RenderAssets;
}

export function clientDir(distDir: string, brandId: string): string {
  return join(distDir, brandId, 'client');
}

export function serverEntryPath(distDir: string, brandId: string): string {
  return join(distDir, brandId, 'server', 'entry-server.js');
}

/** Whether a brand's client and SSR entry are both built. */
export function isBuilt(distDir: string, brandId: string): boolean {
  return (
    existsSync(serverEntryPath(distDir, brandId)) &&
    existsSync(manifestPath(clientDir(distDir, brandId)))
  );
}

/**
 * A stylesheet up to this size is inlined into the pages that use it, rather than linked: the
 * shell's (header, drawer, mega-menu, footer and their icons) is about 17 kB raw, 4 kB compressed
 * in the page, less than a render-blocking request costs on a slow connection.
 */
export const INLINE_CSS_MAX_BYTES = 24 * 1024;

/**
 * The text of each built stylesheet of at most INLINE_CSS_MAX_BYTES, by href. A stylesheet link
 * blocks the first paint for a round trip; a few kB inline cost less than that on a phone. The
 * text is the build's own output; "</style" is escaped all the same so it cannot end the element.
 */
function smallStylesheets(client: string, manifest: Manifest): Record<string, string> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const inline: Record<string, string> = {};
  for (const file of files) {
    const path = join(client, file);
    if (!existsSync(path) || statSync(path).size > INLINE_CSS_MAX_BYTES) continue;
    inline[`/${file}`] = readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style');
  }
  return inline;
}

/**
 * Each brand's SSR entry and first-load assets, imported once per process: a page request costs
 * a map lookup, not a module load.
 */
export class BrandEntries {
  private readonly cache = new Map<string, Promise<BrandEntry>>();

  constructor(private readonly distDir: string) {}

  /** Undefined when the brand is not built. */
  get(brandId: string): Promise<BrandEntry> | undefined {
    const cached = this.cache.get(brandId);
    if (cached) return cached;
    if (!isBuilt(this.distDir, brandId)) return undefined;
    const loading = this.load(brandId);
    // A failed import is not cached, so a rebuild is picked up on the next request.
    loading.catch(() => this.cache.delete(brandId));
    this.cache.set(brandId, loading);
    return loading;
  }

  private async load(brandId: string): Promise<BrandEntry> {
    const module = (await import(pathToFileURL(serverEntryPath(this.distDir, brandId)).href)) as {
      render?: unknown;
    };
    if (typeof module.render !== 'function') {
      throw new Error(
        `[storefront:server] ${serverEntryPath(this.distDir, brandId)} exports no render function; rebuild with \`npx storefront build ${brandId}\`.`,
      );
    }
    const client = clientDir(this.distDir, brandId);
    const manifest = readManifest(client);
    return {
      render: module.render as RenderFunction,
      assets: {
        ...firstLoadAssets(manifest),
        lazy: lazyModuleAssets(manifest),
        inlineCss: smallStylesheets(client, manifest),
      },
    };
  }
}

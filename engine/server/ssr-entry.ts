import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  firstLoadAssets,
  lazyModuleAssets,
  manifestPath,
  readManifest,
} from '../build/manifest.ts';
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
    const manifest = readManifest(clientDir(this.distDir, brandId));
    return {
      render: module.render as RenderFunction,
      assets: { ...firstLoadAssets(manifest), lazy: lazyModuleAssets(manifest) },
    };
  }
}

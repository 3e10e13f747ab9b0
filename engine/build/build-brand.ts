import { cpSync, existsSync, lstatSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'vite';
import { BRAND_ASSET_EXTENSIONS } from '../config/check-content.ts';
import type { ResolvedBrand } from '../config/types.ts';
import { REPO_ROOT } from '../config/validate.ts';
import { bundleSizes } from './bundle-sizes.ts';
import { precompress } from './precompress.ts';
import { brandAssetsFolder } from './staleness.ts';
import type { BundleSizes } from './bundle-sizes.ts';
import { APP_ENTRIES, clientViteConfig, serverViteConfig } from './vite-config.ts';
import type { AppEntries } from './vite-config.ts';

export interface BuildBrandOptions {
  /** Folder holding one folder per brand; default dist/ of this repository. */
  readonly distDir?: string;
  readonly entries?: AppEntries;
  /** Progress lines ("[storefront:build] anthropologie client 1.2 s"). */
  readonly log?: (line: string) => void;
  /** Where brand-configs/ is; default this repository. */
  readonly root?: string;
}

export interface BrandBuild {
  readonly brand: string;
  readonly outDir: string;
  readonly sizes: BundleSizes;
}

export const DEFAULT_DIST_DIR = join(REPO_ROOT, 'dist');

/** Thrown before any build when an app entry file does not exist. */
export class MissingEntryError extends Error {
  constructor(readonly path: string) {
    super(
      `[storefront:build] ${path} does not exist. The brand bundles are built from the app's ` +
        `entries (engine/app/entry-client.tsx and entry-server.tsx).`,
    );
    this.name = 'MissingEntryError';
  }
}

async function timed(work: () => Promise<unknown>): Promise<string> {
  const started = performance.now();
  await work();
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** dist/<brand>/client/static/brands/<brand>: served at /static/brands/<brand>/ (pages.ts). */
export function brandAssetsOutDir(outDir: string, brandId: string): string {
  return join(outDir, 'client', 'static', 'brands', brandId);
}

/**
 * Copies brand-configs/<brand>/assets (this brand's only) into the client folder. Only folders
 * and image files are copied: no dotfiles, no symbolic links (a link could point anywhere on the
 * build machine), nothing the server would not serve as an image.
 */
export function copyBrandAssets(brandId: string, outDir: string, root = REPO_ROOT): number {
  const source = brandAssetsFolder(brandId, root);
  if (!existsSync(source)) return 0;
  let copied = 0;
  cpSync(source, brandAssetsOutDir(outDir, brandId), {
    recursive: true,
    filter: (path) => {
      const stat = lstatSync(path);
      if (path === source) return stat.isDirectory();
      if (basename(path).startsWith('.')) return false;
      if (stat.isDirectory()) return true;
      const wanted = stat.isFile() && BRAND_ASSET_EXTENSIONS.test(path);
      if (wanted) copied += 1;
      return wanted;
    },
  });
  return copied;
}

/**
 * Two Vite builds for one brand: dist/<brand>/client (with manifest and the brand's assets) and
 * dist/<brand>/server.
 */
export async function buildBrand(
  brand: ResolvedBrand,
  options: BuildBrandOptions = {},
): Promise<BrandBuild> {
  const entries = options.entries ?? APP_ENTRIES;
  for (const entry of [entries.client, entries.server]) {
    if (!existsSync(join(REPO_ROOT, entry))) throw new MissingEntryError(entry);
  }
  const log = options.log ?? ((line: string) => process.stdout.write(line + '\n'));
  const outDir = join(options.distDir ?? DEFAULT_DIST_DIR, brand.id);
  const viteOptions = { brand, outDir, entries };
  // A bundle is a production build whatever the calling process is (Vitest runs with
  // NODE_ENV=test): Vite and the React plugin read NODE_ENV, and a bundle built otherwise calls
  // React's development JSX runtime, which a production server does not have.
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildBoth(brand, viteOptions, outDir, options, log);
  } finally {
    if (previousEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousEnv;
  }
}

async function buildBoth(
  brand: ResolvedBrand,
  viteOptions: { brand: ResolvedBrand; outDir: string; entries: AppEntries },
  outDir: string,
  options: BuildBrandOptions,
  log: (line: string) => void,
): Promise<BrandBuild> {
  log(
    `[storefront:build] ${brand.id} client ${await timed(() => build(clientViteConfig(viteOptions)))}`,
  );
  // After the client build, which empties its folder.
  const assets = copyBrandAssets(brand.id, outDir, options.root);
  if (assets > 0) log(`[storefront:build] ${brand.id} ${assets} brand assets`);
  log(
    `[storefront:build] ${brand.id} server ${await timed(() => build(serverViteConfig(viteOptions)))}`,
  );
  // Brotli and gzip copies of the client's files, served as they are (engine/server/pages.ts).
  log(
    `[storefront:build] ${brand.id} precompressed ${await timed(() => precompress(join(outDir, 'client')))}`,
  );
  return { brand: brand.id, outDir, sizes: bundleSizes(join(outDir, 'client')) };
}

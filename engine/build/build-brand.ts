import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import type { ResolvedBrand } from '../config/types.ts';
import { REPO_ROOT } from '../config/validate.ts';
import { bundleSizes } from './bundle-sizes.ts';
import type { BundleSizes } from './bundle-sizes.ts';
import { APP_ENTRIES, clientViteConfig, serverViteConfig } from './vite-config.ts';
import type { AppEntries } from './vite-config.ts';

export interface BuildBrandOptions {
  /** Folder holding one folder per brand; default dist/ of this repository. */
  readonly distDir?: string;
  readonly entries?: AppEntries;
  /** Progress lines ("[storefront:build] anthropologie client 1.2 s"). */
  readonly log?: (line: string) => void;
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

/** Two Vite builds for one brand: dist/<brand>/client (with manifest) and dist/<brand>/server. */
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
  log(
    `[storefront:build] ${brand.id} client ${await timed(() => build(clientViteConfig(viteOptions)))}`,
  );
  log(
    `[storefront:build] ${brand.id} server ${await timed(() => build(serverViteConfig(viteOptions)))}`,
  );
  return { brand: brand.id, outDir, sizes: bundleSizes(join(outDir, 'client')) };
}

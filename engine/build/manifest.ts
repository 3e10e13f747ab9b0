import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (client/.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  /** The source module, for entries and dynamic entries ("engine/app/pages/product-page.tsx"). */
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface FirstLoadAssets {
  /** The entry first, then the chunks it imports statically (all needed before hydration). */
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export function manifestPath(clientDir: string): string {
  return join(clientDir, '.vite', 'manifest.json');
}

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(manifestPath(clientDir), 'utf8')) as Manifest;
}

/**
 * What the first page load needs: the client entry and its static imports, with their CSS.
 * Lazy route chunks are left out; they load when their route renders.
 */
export function firstLoadAssets(manifest: Manifest, publicBase = '/'): FirstLoadAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) {
    throw new Error(
      '[storefront:build] The client manifest has no entry chunk; rebuild the brand.',
    );
  }
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(publicBase + chunk.file);
    for (const css of chunk.css ?? [])
      if (!styles.includes(publicBase + css)) styles.push(publicBase + css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return { scripts, styles };
}

/**
 * Every lazily imported module (route page chunks, locale strings...) by source path, with the
 * scripts and styles it needs beyond the first load: the chunk, its static imports, their CSS.
 * The SSR page preloads the ones it renders (modulepreload), so the browser fetches them with
 * the entry instead of after it.
 */
export function lazyModuleAssets(
  manifest: Manifest,
  publicBase = '/',
): Record<string, { scripts: string[]; styles: string[] }> {
  const first = firstLoadAssets(manifest, publicBase);
  const loaded = new Set([...first.scripts, ...first.styles]);
  const result: Record<string, { scripts: string[]; styles: string[] }> = {};
  for (const [key, root] of Object.entries(manifest)) {
    if (!root.isDynamicEntry || root.isEntry || !root.src) continue;
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const visit = (chunkKey: string): void => {
      const chunk = manifest[chunkKey];
      if (!chunk || seen.has(chunkKey)) return;
      seen.add(chunkKey);
      const file = publicBase + chunk.file;
      if (!loaded.has(file)) scripts.push(file);
      for (const css of chunk.css ?? []) {
        const href = publicBase + css;
        if (!loaded.has(href) && !styles.includes(href)) styles.push(href);
      }
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    result[root.src] = { scripts, styles };
  }
  return result;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (client/.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
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

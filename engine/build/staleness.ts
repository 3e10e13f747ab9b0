import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/validate.ts';
import { manifestPath } from './manifest.ts';

/**
 * A brand's folder under brand-configs: its id, or "_" + id for a folder kept out of listings
 * (brand-configs/_template holds brand "template").
 */
export function brandConfigFolder(brandId: string, root = REPO_ROOT): string {
  const plain = join(root, 'brand-configs', brandId);
  const hidden = join(root, 'brand-configs', '_' + brandId);
  return !existsSync(plain) && existsSync(hidden) ? hidden : plain;
}

/** The brand's images: brand-configs/<brand>/assets, served at /static/brands/<brand>/. */
export function brandAssetsFolder(brandId: string, root = REPO_ROOT): string {
  return join(brandConfigFolder(brandId, root), 'assets');
}

/**
 * What a brand bundle is built from; engine/server runs in Node and is never bundled. The brand
 * folder includes its assets, which the build copies into the client folder.
 */
function sourceFolders(brandId: string, root: string): string[] {
  return [brandConfigFolder(brandId, root), join(root, 'engine'), join(root, 'schemas')];
}

const SKIP = new Set(['node_modules', 'server']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * Whether dist/<brand> is missing or older than the brand's config or the engine's sources: a
 * plain mtime comparison, enough to rebuild after an edit on `npm start`.
 */
export function needsBuild(brandId: string, distDir: string, root = REPO_ROOT): boolean {
  const outputs = [
    manifestPath(join(distDir, brandId, 'client')),
    join(distDir, brandId, 'server', 'entry-server.js'),
  ];
  if (!outputs.every((path) => existsSync(path))) return true;
  const built = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  return sourceFolders(brandId, root).some((folder) => newestMtime(folder) > built);
}

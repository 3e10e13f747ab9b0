import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Every module the engine loads on demand (each `import('./…')` in its source): the hearts on
 * tiles, the overlays, the header's menus, the page chunks. A test that renders a component which
 * starts loading one (a tile's heart, once mounted) and ends before it arrives leaves the import
 * in flight: in the next test file of the same Vitest thread, the same module's fetch then waits
 * for Vitest's 60 s RPC timeout (the unit suite spent 60 of its 90 s so), and in a hydration test
 * React warns of a suspended resource finishing outside act(). Loaded first, as a browser's
 * module preloads or cache would have them, nothing is left in flight.
 */
export function onDemandModules(): string[] {
  // From the repository's root, where Vitest runs (a jsdom file's import.meta.url is no file URL).
  const root = resolve('engine');
  const found = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('generated')) continue;
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, specifier] of source.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)) {
      found.add(join(root, dirname(file), specifier!));
    }
  }
  return [...found];
}

/** Loads them all. */
export async function loadOnDemandModules(): Promise<void> {
  await Promise.all(onDemandModules().map((path) => import(/* @vite-ignore */ path)));
}

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { STRING_BUNDLES, stringsOfBundle } from '../domain/string-bundles.ts';
import type { StringBundle } from '../domain/string-bundles.ts';

/**
 * One bundle of a locale file of engine strings (`de-DE.json?bundle=checkout`,
 * engine/domain/string-bundles.ts): the JSON text of its strings alone, for Vite's JSON plugin to
 * make a module of. Undefined for an id with no `bundle` query; an unknown bundle is an error.
 */
export function stringBundleText(id: string): string | undefined {
  const [path = '', query = ''] = id.split('?');
  const bundle = new URLSearchParams(query).get('bundle');
  if (!bundle || !path.endsWith('.json')) return undefined;
  if (!(STRING_BUNDLES as readonly string[]).includes(bundle))
    throw new Error(`[storefront:build] ${id}: no string bundle "${bundle}"`);
  const strings = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return JSON.stringify(stringsOfBundle(strings, bundle as StringBundle));
}

/**
 * The same slices where the engine's source runs through Vite without a brand build (the test
 * runner): each of a locale's nine bundle imports is its own bundle's strings, as in the browser,
 * not nine copies of the whole 100 kB file to transform and load.
 */
export function stringBundlesPlugin(): Plugin {
  return {
    name: 'storefront:string-bundles',
    enforce: 'pre',
    load: (id) => stringBundleText(id),
  };
}

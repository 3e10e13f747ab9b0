import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBrands } from '../../support/brands.ts';
import { REGISTRY } from '../../../engine/app/registry.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { buildRouteTable } from '../../../engine/routing/route-table.ts';

/**
 * The registry is the one list of what the engine renders by name (issue 8 Deliver §1, DESIGN
 * §4): these tests fail when it and the props schemas disagree, or when an entry names a module
 * its import does not load.
 */
const entries = Object.entries(REGISTRY);
const schemaNames = readdirSync(join(REPO_ROOT, 'schemas/components'))
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => file.slice(0, -'.schema.json'.length))
  .sort();

describe('the component registry and the props schemas (issue 8 §1)', () => {
  it('has an entry for every props schema and a props schema for every entry', () => {
    const names = Object.keys(REGISTRY).sort();
    expect(names.filter((name) => !schemaNames.includes(name))).toEqual([]);
    expect(schemaNames.filter((name) => !names.includes(name))).toEqual([]);
  });

  it.each(entries)('%s reads its own props schema', (name, entry) => {
    expect(entry.propsSchema).toBe(`components/${name}.schema.json`);
  });

  it.each(entries)(
    '%s: the module SSR preloads is the module its import loads',
    async (name, entry) => {
      const loaded = await entry.load();
      // Its own module's default export, or its name's export of a chunk module (a page's views
      // and sections together: engine/pages/product/product-chunk.ts...).
      const direct = (await import(join(REPO_ROOT, entry.module))) as Record<string, unknown>;
      expect(loaded.default).toBe(Object.hasOwn(direct, name) ? direct[name] : direct.default);
      expect(typeof loaded.default).toBe('function');
    },
  );

  it('names only variants of entries of the same kind, which a brand may replace', () => {
    for (const [name, entry] of entries) {
      if (!entry.variantOf) continue;
      const base = REGISTRY[entry.variantOf as keyof typeof REGISTRY];
      expect(base, `${name} is a variant of an unknown ${entry.variantOf}`).toBeDefined();
      expect(base.kind).toBe(entry.kind);
      expect(base.replaceable).toBe(true);
    }
  });

  it('gives every page view that serves routes a loader, and no route kind two views', () => {
    const served = new Map<string, string>();
    for (const [name, entry] of entries) {
      if (entry.kind !== 'page') {
        expect(entry.routes, `${name} is not a page view`).toBeUndefined();
        continue;
      }
      if (entry.routes?.length)
        expect(entry.loader, `${name} has no loader`).toBeTypeOf('function');
      for (const kind of entry.routes ?? []) {
        expect(served.get(kind), `route kind ${kind}`).toBeUndefined();
        served.set(kind, name);
      }
    }
  });

  it('serves every route kind of a real route table with a registered view or the placeholder', () => {
    const brand = validateBrands({ brands: ['anthropologie'] }).brands[0]!.resolved!;
    const kinds = new Set(buildRouteTable(brand.sites['an-us']!).map((def) => def.meta.kind));
    const served = new Set(entries.flatMap(([, entry]) => entry.routes ?? []));
    // Not yet built: these are the placeholders of later issues (cart, checkout, account...).
    const placeholders = [...kinds].filter((kind) => !served.has(kind));
    for (const kind of ['home', 'landing', 'help', 'product', 'stores', 'login', 'not-found'])
      expect(served.has(kind), kind).toBe(true);
    expect(REGISTRY.PlaceholderPage.loader).toBeTypeOf('function');
    expect(placeholders.length).toBeGreaterThan(0);
  });
});

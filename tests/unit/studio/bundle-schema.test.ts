import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../../engine/app/registry.ts';
import { readSchemas } from '../../../engine/config/schema-set.ts';
import { bundleSchema, humanize } from '../../../studio/server/bundle-schema.ts';

const schemas = readSchemas();

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refs(inner, found);
    }
  }
  return found;
}

function at(root: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
}

// issue 16: forms from the schemas; a form library resolves local references only.
describe('bundleSchema', () => {
  it.each([
    'site.schema.json',
    'brand.schema.json',
    'content/banners.schema.json',
    'content/pages.schema.json',
  ])('%s: every reference is local and resolves', (name) => {
    const bundled = bundleSchema(name, schemas as never, REGISTRY);
    const all = refs(bundled);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref.startsWith('#/')).toBe(true);
      expect(at(bundled, ref), ref).toBeDefined();
    }
    expect(JSON.stringify(bundled)).not.toContain('"$id"');
  });

  it('offers the registry content components, with their props schemas, as page modules', () => {
    const bundled = bundleSchema('content/pages.schema.json', schemas as never, REGISTRY);
    const text = JSON.stringify(bundled);
    expect(text).toContain('"const":"Hero"');
    expect(text).toContain('components/Hero.schema.json');
  });
});

describe('humanize', () => {
  it.each([
    ['headlineText', 'Headline text'],
    ['currency', 'Currency'],
    ['defaultSite', 'Default site'],
    ['min_threshold', 'Min threshold'],
  ])('%s -> %s', (key, label) => {
    expect(humanize(key)).toBe(label);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { configKeys, unreadKeys } from './config-keys.ts';

/**
 * "Every key a brand can set changes what the store does" (issue 8 Deliver §5): every key of every
 * config schema is read by engine or API code, or named in config-keys.pending.json with the issue
 * area that will read it.
 */
const pending = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'config-keys.pending.json'), 'utf8')) as {
    keys: Record<string, string>;
  }
).keys;
const keys = configKeys();
const unread = unreadKeys(keys);

describe('every config key has a reader (issue 8 §5)', () => {
  it('walks every config schema (brand, site, sections, content, component props)', () => {
    expect(keys.length).toBeGreaterThan(500);
    for (const key of [
      'limits.schema.json listing.tilesPerPage',
      'flags.schema.json categoryTilesPerPage',
      'limits.schema.json cart.badgeCountMax',
      'brand.schema.json components.header',
      'components/Hero.schema.json headline',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('finds no key that nothing reads and no pending line names', () => {
    expect(unread.filter((key) => !(key in pending))).toEqual([]);
  });

  it('keeps no pending line for a key that is read now (each issue empties its part)', () => {
    expect(Object.keys(pending).filter((key) => !unread.includes(key))).toEqual([]);
  });

  it('names, on every pending line, the issue that will read the key', () => {
    for (const [key, area] of Object.entries(pending)) expect(area, key).toMatch(/\(issue \d+\)$/);
  });

  it('reads the keys of the base the architecture issue owns', () => {
    for (const key of [
      'limits.schema.json listing.tilesPerPage',
      'flags.schema.json categoryTilesPerPage',
      'limits.schema.json cart.badgeCountMax',
      'brand.schema.json components.header',
      'brand.schema.json components.replace',
      'brand.schema.json components.productPage',
    ]) {
      expect(unread).not.toContain(key);
    }
  });
});

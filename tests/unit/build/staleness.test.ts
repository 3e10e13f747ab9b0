import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { needsBuild } from '../../../engine/build/staleness.ts';

let root: string;
const dist = () => join(root, 'dist');
const OUTPUTS = ['acme/client/.vite/manifest.json', 'acme/server/entry-server.js'];

function touch(path: string, secondsAgo: number): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '{}');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
  utimesSync(dirname(path), time, time);
}

/** Folders count too (a deleted file changes its folder): age every folder of the sources. */
function ageFolders(folder: string, secondsAgo: number): void {
  const time = new Date(Date.now() - secondsAgo * 1000);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) ageFolders(join(folder, entry.name), secondsAgo);
  }
  utimesSync(folder, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'storefront-stale-'));
  touch(join(root, 'brand-configs/acme/brand.json'), 100);
  touch(join(root, 'brand-configs/other/brand.json'), 100);
  touch(join(root, 'engine/app/page.tsx'), 100);
  touch(join(root, 'engine/server/pages.ts'), 100);
  touch(join(root, 'schemas/brand.schema.json'), 100);
  ageFolders(root, 100);
  for (const output of OUTPUTS) touch(join(dist(), output), 50);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('needsBuild', () => {
  it('is false when the outputs are newer than every source', () => {
    expect(needsBuild('acme', dist(), root)).toBe(false);
  });

  it('is true when a source file is deleted', () => {
    rmSync(join(root, 'engine/app/page.tsx'));
    expect(needsBuild('acme', dist(), root)).toBe(true);
  });

  it.each(OUTPUTS)('is true when %s is missing', (output) => {
    rmSync(join(dist(), output));
    expect(needsBuild('acme', dist(), root)).toBe(true);
  });

  it.each([
    'brand-configs/acme/sites/acme-us.json',
    'engine/app/page.tsx',
    'schemas/site.schema.json',
  ])('is true after an edit of %s', (source) => {
    touch(join(root, source), 0);
    expect(needsBuild('acme', dist(), root)).toBe(true);
  });

  it.each(['brand-configs/other/brand.json', 'engine/server/pages.ts'])(
    'ignores %s, which is not in the bundle',
    (source) => {
      touch(join(root, source), 0);
      expect(needsBuild('acme', dist(), root)).toBe(false);
    },
  );
});

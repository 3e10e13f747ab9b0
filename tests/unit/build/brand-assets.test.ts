import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brandAssetsOutDir, copyBrandAssets } from '../../../engine/build/build-brand.ts';
import { brandAssetsFolder, needsBuild } from '../../../engine/build/staleness.ts';

/**
 * Brand images (issue 4 §7): the build copies brand-configs/<brand>/assets, and only that brand's,
 * into dist/<brand>/client/static/brands/<brand>/; an edited image makes the build stale.
 */
let root: string;

function write(path: string, text = '<svg xmlns="http://www.w3.org/2000/svg"/>'): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function filesUnder(folder: string, prefix = ''): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(folder, entry.name), `${prefix}${entry.name}/`)
      : [prefix + entry.name],
  );
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'storefront-assets-'));
  write('brand-configs/acme/brand.json', '{}');
  write('brand-configs/acme/assets/home/hero.svg');
  write('brand-configs/acme/assets/logo.png', 'png');
  write('brand-configs/acme/assets/.draft.svg');
  write('brand-configs/acme/assets/notes.txt', 'not an image');
  write('brand-configs/acme/assets/home/.git/config', 'x');
  write('brand-configs/other/brand.json', '{}');
  write('brand-configs/other/assets/home/hero.svg');
  write('brand-configs/_template/brand.json', '{}');
  write('brand-configs/_template/assets/hero.svg');
  write('secret.svg', 'outside the brand folder');
  symlinkSync(join(root, 'secret.svg'), join(root, 'brand-configs/acme/assets/linked.svg'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('copyBrandAssets (issue 4 §7)', () => {
  it("copies the brand's image files and nothing else", () => {
    const out = join(root, 'dist/acme');
    expect(copyBrandAssets('acme', out, root)).toBe(2);
    expect(filesUnder(brandAssetsOutDir(out, 'acme')).sort()).toEqual([
      'home/hero.svg',
      'logo.png',
    ]);
    expect(brandAssetsOutDir(out, 'acme')).toBe(join(out, 'client/static/brands/acme'));
  });

  it("never copies another brand's assets", () => {
    const out = join(root, 'dist/acme');
    copyBrandAssets('acme', out, root);
    expect(readdirSync(join(out, 'client/static/brands'))).toEqual(['acme']);
  });

  it('finds the template brand in brand-configs/_template', () => {
    expect(brandAssetsFolder('template', root)).toBe(join(root, 'brand-configs/_template/assets'));
    const out = join(root, 'dist/template');
    expect(copyBrandAssets('template', out, root)).toBe(1);
    expect(filesUnder(brandAssetsOutDir(out, 'template'))).toEqual(['hero.svg']);
  });

  it('copies nothing for a brand without an assets folder', () => {
    rmSync(join(root, 'brand-configs/other/assets'), { recursive: true });
    expect(copyBrandAssets('other', join(root, 'dist/other'), root)).toBe(0);
  });
});

describe('needsBuild and brand assets', () => {
  const age = (path: string, secondsAgo: number) => {
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(path, time, time);
  };
  const ageTree = (folder: string, secondsAgo: number): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) ageTree(path, secondsAgo);
      else if (!entry.isSymbolicLink()) age(path, secondsAgo);
    }
    age(folder, secondsAgo);
  };
  const built = (brand: string) => {
    write(`dist/${brand}/client/.vite/manifest.json`, '{}');
    write(`dist/${brand}/server/entry-server.js`, '');
    ageTree(join(root, 'dist'), 50);
  };

  beforeEach(() => ageTree(root, 100));

  it('is fresh when no asset changed since the build', () => {
    built('acme');
    expect(needsBuild('acme', join(root, 'dist'), root)).toBe(false);
  });

  it('is stale once an asset of the brand changes', () => {
    built('acme');
    write('brand-configs/acme/assets/home/hero.svg', '<svg xmlns="http://www.w3.org/2000/svg"/> ');
    expect(needsBuild('acme', join(root, 'dist'), root)).toBe(true);
  });

  it("is not stale when another brand's asset changes", () => {
    built('acme');
    write('brand-configs/other/assets/home/hero.svg', 'changed');
    expect(needsBuild('acme', join(root, 'dist'), root)).toBe(false);
  });

  it('watches brand-configs/_template for the template brand', () => {
    built('template');
    expect(needsBuild('template', join(root, 'dist'), root)).toBe(false);
    write('brand-configs/_template/assets/hero.svg', 'changed');
    expect(needsBuild('template', join(root, 'dist'), root)).toBe(true);
  });
});

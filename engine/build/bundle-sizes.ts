import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadAssets, readManifest } from './manifest.ts';

export interface Size {
  readonly raw: number;
  readonly gzip: number;
}

export interface BundleSizes {
  readonly js: Size;
  readonly css: Size;
}

function sizeOf(clientDir: string, files: readonly string[]): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(clientDir, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

/** Raw and gzip bytes of the first-load JavaScript and CSS of a built client. */
export function bundleSizes(clientDir: string): BundleSizes {
  const assets = firstLoadAssets(readManifest(clientDir));
  return { js: sizeOf(clientDir, assets.scripts), css: sizeOf(clientDir, assets.styles) };
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** The end-of-build table: one row per brand. */
export function sizeTable(rows: readonly { brand: string; sizes: BundleSizes }[]): string {
  const header = ['brand', 'first-load JS', 'gzip', 'CSS', 'gzip'];
  const lines = rows.map(({ brand, sizes }) => [
    brand,
    formatKb(sizes.js.raw),
    formatKb(sizes.js.gzip),
    formatKb(sizes.css.raw),
    formatKb(sizes.css.gzip),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [render(header), ...lines.map(render)].join('\n');
}

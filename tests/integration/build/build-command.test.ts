import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCommand } from '../../../scripts/cli/build-command.ts';
import type { BuildReport } from '../../../scripts/cli/build-command.ts';
import { FIXTURE_ENTRIES, makeDistDir } from '../server/harness.ts';

const dist = makeDistDir();
afterAll(() => dist.remove());

function capture(): { lines: string[]; write: (text: string) => void } {
  const lines: string[] = [];
  return { lines, write: (text) => lines.push(text) };
}

describe('storefront build', () => {
  it('builds a brand, prints a progress line per build and the size table', async () => {
    const out = capture();
    const code = await buildCommand(
      ['terrain'],
      { all: false, outDir: dist.dir, entries: FIXTURE_ENTRIES },
      out.write,
    );
    expect(code).toBe(0);
    expect(out.lines).toContainEqual(
      expect.stringMatching(/^\[storefront:build\] terrain client \d+\.\d s$/),
    );
    expect(out.lines).toContainEqual(
      expect.stringMatching(/^\[storefront:build\] terrain server \d+\.\d s$/),
    );
    const table = out.lines.find((line) => line.startsWith('brand'));
    expect(table).toMatch(/^brand\s+first-load JS\s+gzip\s+CSS\s+gzip\nterrain\s+[\d.]+ kB/);
    expect(existsSync(join(dist.dir, 'terrain/client/.vite/manifest.json'))).toBe(true);
    expect(existsSync(join(dist.dir, 'terrain/server/entry-server.js'))).toBe(true);
  }, 60_000);

  it('--json prints one JSON report on stdout and the progress elsewhere (issue 15)', async () => {
    const out = capture();
    const progress = capture();
    const code = await buildCommand(
      ['terrain'],
      { all: false, outDir: dist.dir, entries: FIXTURE_ENTRIES, json: true },
      out.write,
      progress.write,
    );
    expect(code).toBe(0);
    expect(out.lines).toHaveLength(1);
    const report = JSON.parse(out.lines[0]!) as BuildReport;
    expect(report).toMatchObject({ ok: true, problems: [], brands: [{ id: 'terrain' }] });
    expect(progress.lines).toContainEqual(
      expect.stringMatching(/^\[storefront:build\] terrain client \d+\.\d s$/),
    );
  }, 60_000);

  it('--json reports a refused brand as not ok, with the problem', async () => {
    const out = capture();
    const progress = capture();
    const code = await buildCommand(
      ['terain'],
      { all: false, outDir: dist.dir, json: true },
      out.write,
      progress.write,
    );
    expect(code).toBe(1);
    const report = JSON.parse(out.lines.join('\n')) as BuildReport;
    expect(report.ok).toBe(false);
    expect(report.brands).toEqual([]);
    expect(report.problems.join('\n')).toMatch(/terain/);
  });

  it('refuses an unknown brand with the list of brands', async () => {
    const out = capture();
    expect(await buildCommand(['terain'], { all: false, outDir: dist.dir }, out.write)).toBe(1);
    expect(out.lines.join('\n')).toMatch(/brand-configs\/terain.*is not a brand folder.*terrain/s);
  });

  it('asks for brand names or --all', async () => {
    const out = capture();
    expect(await buildCommand([], { all: false, outDir: dist.dir }, out.write)).toBe(2);
    expect(out.lines[0]).toContain('--all');
  });

  it('names the missing app entry', async () => {
    const out = capture();
    const code = await buildCommand(
      ['terrain'],
      {
        all: false,
        outDir: dist.dir,
        entries: { client: 'nope/entry-client.tsx', server: 'nope/entry-server.tsx' },
      },
      out.write,
    );
    expect(code).toBe(1);
    expect(out.lines.join('\n')).toContain('nope/entry-client.tsx does not exist');
  });
});

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../engine/config/validate.ts';
import { E2E_BRANDS, sharedBuild } from './harness.ts';

/**
 * The README's first command serves the store (issue 8: "the README's two commands stay green"):
 * `storefront start` in its own process, as `npm start` runs it (no NODE_ENV set), on the brands
 * of the shared e2e build and a fresh embedded database.
 */
let child: ChildProcess;
let base: string;
let output = '';
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-start-'));

beforeAll(async () => {
  const dist = await sharedBuild();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    STOREFRONT_DATA_DIR: join(dataDir, 'pglite'),
  };
  delete env.NODE_ENV;
  delete env.VITEST;
  child = spawn(
    process.execPath,
    ['scripts/storefront.js', 'start', ...E2E_BRANDS, '--dist-dir', dist],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Storefront on (http:\/\/localhost:\d+)/.exec(output);
      if (found && output.includes('Stop with Ctrl+C.')) resolve(found[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
  });
}, 240_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('storefront start (README: npm start)', () => {
  it('prints every site of the brands it serves', () => {
    expect(output).toMatch(/an-us +http:\/\/localhost:\d+\/ +\(en-US, USD\)/);
    expect(output).toMatch(/fp-uk +http:\/\/free-people\.localhost:\d+\/uk\/ +\(en-GB, GBP\)/);
  });

  it('serves server-rendered pages of the default brand with their content', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status, output.slice(-3000)).toBe(200);
    const html = await home.text();
    expect(html).toContain('<div class="sf-app">');
    expect(html).toContain('sf-header--tabs');
    const listing = await fetch(`${base}/dresses`);
    expect(listing.status).toBe(200);
    expect(await listing.text()).toMatch(/class="sf-tiles[ "]/);
  });

  it('stops cleanly on Ctrl+C', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});

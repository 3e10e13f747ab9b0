/**
 * How soon the brand studio's preview follows a keystroke (issue 16: "updated within 300 ms of a
 * change"). Starts `storefront studio anthropologie` on a copy of its configs, opens it in
 * Chromium, types into the first banner's en-US headline one key at a time, and times each key
 * from the press to the first animation frame whose preview shows the text typed so far. The
 * server's part comes from the check's Server-Timing header. Prints the figures the README quotes;
 * it asserts nothing (this machine is shared and noisy).
 *
 *   npm run bench:studio [-- --keys 12 --dist-dir dist]
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../engine/config/validate.ts';

const { values } = parseArgs({
  options: {
    keys: { type: 'string', default: '12' },
    'dist-dir': { type: 'string', default: join(REPO_ROOT, 'dist') },
  },
});
const keys = Number(values.keys);
const configs = mkdtempSync(join(tmpdir(), 'storefront-bench-studio-'));
cpSync(join(REPO_ROOT, 'brand-configs/anthropologie'), join(configs, 'anthropologie'), {
  recursive: true,
});
const child = spawn(
  process.execPath,
  [
    'scripts/storefront.js',
    'studio',
    'anthropologie',
    '--config-dir',
    configs,
    '--dist-dir',
    values['dist-dir'],
    '--json',
  ],
  { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
);
const url = await new Promise<string>((resolve, reject) => {
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const line = stdout.split('\n').find((text) => text.includes('"event"'));
    if (line) resolve((JSON.parse(line) as { url: string }).url);
  });
  child.once('exit', (code) => reject(new Error(`studio exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const samples: number[] = [];
const server: number[] = [];
/** From the check's answer to the preview showing it: the studio's own render and the frame's. */
const afterAnswer: number[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  page.on('response', (response) => {
    if (!response.url().endsWith('/studio/api/check')) return;
    const timing = response.headers()['server-timing'] ?? '';
    const total = [...timing.matchAll(/dur=([\d.]+)/g)].reduce((sum, [, ms]) => sum + +ms!, 0);
    server.push(total);
  });
  await page.goto(url);
  await page.getByRole('heading', { name: 'Brand settings', level: 2 }).waitFor();
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await preview.locator('body').waitFor();
  await page
    .getByRole('navigation', { name: 'Documents' })
    .getByRole('button', { name: 'Banners' })
    .click();
  const headline = page
    .getByRole('group', { name: 'Headline text', exact: true })
    .first()
    .getByRole('textbox', { name: 'en-US', exact: true });
  await headline.fill('Bench');
  let typed = 'Bench';
  await showsInPreview(typed);
  server.length = 0;
  for (let index = 0; index < keys; index += 1) {
    const key = String.fromCharCode(97 + (index % 26));
    typed += key;
    const start = (await page.evaluate('performance.now()')) as number;
    await headline.press(key);
    const shown = await showsInPreview(typed);
    samples.push(shown - start);
    const answered = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/studio/api/check')).at(-1).responseEnd`,
    )) as number;
    afterAnswer.push(shown - answered);
  }

  /** The time of the first animation frame at which the preview's page contains the text. */
  async function showsInPreview(text: string): Promise<number> {
    // A string, not a function: tsx would wrap a function's inner functions in its own helper.
    return page.evaluate(`new Promise((resolve) => {
      const tick = () => {
        const frame = document.querySelector('iframe[title^="Preview of"]');
        const body = frame && frame.contentDocument && frame.contentDocument.body;
        if (body && body.textContent.includes(${JSON.stringify(text)})) resolve(performance.now());
        else requestAnimationFrame(tick);
      };
      tick();
    })`) as Promise<number>;
  }
} finally {
  await browser.close();
  child.kill('SIGINT');
  rmSync(configs, { recursive: true, force: true });
}

const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(0)} ms, min ${sorted[0]?.toFixed(0)}, p90 ${at(0.9).toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}`;
};
console.log(`keystroke to preview over ${samples.length} keys: ${stats(samples)}`);
console.log(`answer to preview over ${afterAnswer.length} keys: ${stats(afterAnswer)}`);
console.log(`server (validate + render) over ${server.length} checks: ${stats(server)}`);

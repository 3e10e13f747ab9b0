import { stripVTControlCharacters } from 'node:util';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { verifyCommand } from '../../../scripts/cli/verify-command.ts';
import type { VerifyOptions } from '../../../scripts/cli/verify-command.ts';
import { cachedDistDir, spawnCli } from './spawn-cli.ts';

/**
 * `storefront verify` (issue 15): passes on a real brand, and fails, naming the place, on a copy of
 * it with one fault each. Each copy is a configs root of its own in a temporary folder; the
 * builds go inside the repository (the SSR entry imports React from its node_modules).
 */
const temps: string[] = [];
afterAll(() => {
  for (const temp of temps) rmSync(temp, { recursive: true, force: true });
});

interface Report {
  ok: boolean;
  failureCount: number;
  brands: {
    brand: string;
    ok: boolean;
    checks: {
      id: string;
      status: string;
      failures: { message: string; file?: string; pointer?: string; url?: string }[];
    }[];
  }[];
}

async function verify(
  args: string[],
): Promise<{ code: number | null; report: Report; output: string }> {
  const cli = spawnCli(['verify', '--json', ...args]);
  const code = await cli.exited;
  let report: Report;
  try {
    report = JSON.parse(cli.stdout()) as Report;
  } catch {
    throw new Error(`no JSON report on stdout:\n${cli.output().slice(-3000)}`);
  }
  return { code, report, output: cli.output() };
}

/** A copy of Anthropologie in a configs root of its own, changed by `fault`. */
function brokenCopy(fault: (folder: string) => void): string {
  const temp = mkdtempSync(join(tmpdir(), 'storefront-verify-'));
  temps.push(temp);
  const dir = join(temp, 'brand-configs');
  cpSync(join(REPO_ROOT, 'brand-configs/anthropologie'), join(dir, 'anthropologie'), {
    recursive: true,
  });
  fault(join(dir, 'anthropologie'));
  return dir;
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

/** The checks that neither build nor serve, run in this process (no CLI start-up to wait for). */
async function verifyHere(
  brands: string[],
  options: VerifyOptions,
): Promise<{ code: number; report: Report; progress: string }> {
  let out = '';
  let progress = '';
  const code = await verifyCommand(
    brands,
    { json: true, ...options },
    { out: (text) => (out += text), progress: (text) => (progress += text + '\n') },
  );
  // The progress lines as read: without the colours a terminal (or CI=true) gets.
  return { code, report: JSON.parse(out) as Report, progress: stripVTControlCharacters(progress) };
}

const failuresOf = (report: Report, check: string) =>
  report.brands[0]?.checks.find((entry) => entry.id === check)?.failures ?? [];

// A whole verify (build, server, every route, links, axe) takes about 2 minutes alone and several
// times that while the rest of the suite runs on the same 2 cores: the limits leave room for both.
describe('storefront verify', () => {
  it('passes on Anthropologie: every check listed as passed, Lighthouse skipped, exit 0', async () => {
    const { code, report, output } = await verify([
      'anthropologie',
      '--skip-lighthouse',
      '--out-dir',
      cachedDistDir('verify/anthropologie'),
    ]);
    expect(report.ok, output.slice(-4000)).toBe(true);
    expect(code).toBe(0);
    const checks = report.brands[0]!.checks;
    expect(checks.map((check) => [check.id, check.status])).toEqual([
      ['config', 'passed'],
      ['components', 'passed'],
      ['strings', 'passed'],
      ['build', 'passed'],
      ['budgets', 'passed'],
      ['bundle', 'passed'],
      ['routes', 'passed'],
      ['checkout', 'passed'],
      ['links', 'passed'],
      ['axe', 'passed'],
      ['lighthouse', 'skipped'],
    ]);
    // The progress display: one line per check, on stderr.
    expect(output).toMatch(/✔ anthropologie\s+routes\s+\d+ pages on 7 site\(s\)/);
    // Shoppable (issue 15): a guest bought on the default site, paying on the provider's page.
    expect(output).toMatch(
      /✔ anthropologie\s+checkout\s+a guest bought .+ on an-us with PayPal: order AN\d+/,
    );
  }, 600_000);

  it('fails naming the key, the locale and the file when a locale lacks a key', async () => {
    const dir = brokenCopy((folder) =>
      editJson(join(folder, 'locales/de-DE.json'), (strings) => {
        delete strings['header.searchPlaceholder'];
      }),
    );
    const { code, report } = await verifyHere(['anthropologie'], {
      brandsDir: dir,
      only: 'strings',
    });
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    expect(failuresOf(report, 'strings')).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/key "header.searchPlaceholder" is missing in de-DE/),
        file: expect.stringMatching(/brand-configs\/anthropologie\/locales\/de-DE\.json$/),
      }),
    ]);
  });

  it('fails naming the file and JSON pointer of an unknown component and of a wrong prop', async () => {
    const dir = brokenCopy((folder) =>
      editJson(join(folder, 'content/pages.json'), (content) => {
        const pages = content.pages as { modules: { component: string; props: object }[] }[];
        pages[0]!.modules[0]!.component = 'PromoBanerSlot';
        pages[0]!.modules[1]!.props = { ...pages[0]!.modules[1]!.props, headline: 42 };
      }),
    );
    const { code, report, progress } = await verifyHere(['anthropologie'], { brandsDir: dir });
    expect(code).toBe(1);
    expect(failuresOf(report, 'components')).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/anthropologie\/content\/pages\.json$/),
        pointer: '/pages/0/modules/0/component',
        message: expect.stringContaining('Did you mean "PromoBannerSlot"'),
      }),
      expect.objectContaining({
        file: expect.stringMatching(/anthropologie\/content\/pages\.json$/),
        pointer: '/pages/0/modules/1/props/headline',
      }),
    ]);
    expect(failuresOf(report, 'components')[0]?.message).toMatch(/must be a registered/);
    // Nothing is built from a config that does not validate.
    const build = report.brands[0]!.checks.find((check) => check.id === 'build');
    expect(build?.status).toBe('skipped');
    expect(progress).toContain(
      '- anthropologie  build      skipped: the configuration does not validate',
    );
    expect(progress).not.toContain('server on port');
  });

  // One build for two faults: a navigation link to a 404 and a budget tighter than the bundle.
  it('fails naming the URL of a navigation link that answers 404, and the budget a route kind exceeds', async () => {
    const dir = brokenCopy((folder) => {
      editJson(join(folder, 'content/navigation.json'), (navigation) => {
        (navigation.items as object[]).unshift({
          itemId: 'nav-lookbook',
          slug: 'lookbook',
          displayName: { 'en-US': 'Lookbook' },
          typeCode: 'NONPRODUCT',
          targetUrl: '/stores/no-such-store',
          sites: ['an-us'],
        });
      });
      editJson(join(folder, 'brand.json'), (brand) => {
        const budgets = brand.budgets as { firstLoadJsKb: Record<string, number> };
        budgets.firstLoadJsKb.product = 100;
      });
    });
    const { code, report, output } = await verify([
      'anthropologie',
      '--dir',
      dir,
      '--only',
      'budgets,links',
      '--out-dir',
      cachedDistDir('verify/broken-links'),
    ]);
    expect(code, output.slice(-3000)).toBe(1);
    // Named in the config (file and pointer) and as a page (URL).
    expect(failuresOf(report, 'links')).toEqual([
      {
        message:
          'an-us navigation item nav-lookbook links to /stores/no-such-store, which answers 404',
        file: expect.stringMatching(/anthropologie\/content\/navigation\.json$/),
        pointer: '/items/0',
        url: expect.stringMatching(
          /^http:\/\/anthropologie\.localhost:\d+\/stores\/no-such-store$/,
        ),
      },
    ]);
    expect(failuresOf(report, 'budgets')).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^product pages load [\d.]+ kB gzip .* over the budget of 100 kB/,
        ),
        file: expect.stringMatching(/anthropologie\/brand\.json$/),
        pointer: '/budgets/firstLoadJsKb/product',
      }),
    ]);
  }, 480_000);

  it('refuses an unknown check and a missing brand with exit code 2', async () => {
    const unknown = await verifyHere(['anthropologie'], { only: 'speed' });
    expect(unknown.code).toBe(2);
    expect(JSON.stringify(unknown.report)).toContain('unknown check(s) speed; checks are config');
    expect((await verifyHere([], {})).code).toBe(2);
  });
});

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateCommand } from '../../../scripts/cli/validate-command.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { brokenFixtureFiles, FIXTURES, scratchBrand } from '../../unit/config/fixture-brand.ts';
import type { Scratch } from '../../unit/config/fixture-brand.ts';

let scratch: Scratch | undefined;
afterEach(() => {
  scratch?.dispose();
  scratch = undefined;
});

function run(brands: string[], json: boolean): { code: number; output: string } {
  scratch ??= scratchBrand();
  let output = '';
  const code = validateCommand(brands, {
    json,
    root: scratch.root,
    brandsDir: join(scratch.root, 'brand-configs'),
    engineLocalesDir: join(FIXTURES, 'engine-locales'),
    write: (text) => (output += text),
  });
  return { code, output };
}

describe('storefront validate', () => {
  it('exits 0 and says so when every brand is valid', () => {
    const { code, output } = run([], false);
    expect(code).toBe(0);
    expect(output).toContain('acme  2 site(s) valid');
    expect(output).toContain('All 1 brand(s) valid.');
  });

  it('reports every problem of the run, not only the first, and exits 1', () => {
    scratch = scratchBrand();
    for (const name of ['bad-enum-case', 'unknown-key-near-real-one', 'unknown-component']) {
      for (const file of brokenFixtureFiles(name)) scratch.write(file.path, file.text);
    }
    const { code, output } = run(['acme'], false);
    expect(code).toBe(1);
    expect(output).toContain('✖ acme  3 problem(s)');
    expect(output).toContain(
      'brand-configs/acme/sites/ac-uk.json:8:20  /defaultLocale  must be one of "en-US", "en-GB"',
    );
    expect(output).toContain('(found "en-gb"). Did you mean "en-GB"?');
    expect(output).toContain(
      'brand-configs/acme/brand.json:21:5  /switches/giftwrap  unknown key "giftwrap"',
    );
    expect(output).toContain(
      'brand-configs/acme/content/pages.json:10:24  /pages/0/modules/1/component',
    );
  });

  it('prints a machine-readable report with --json', () => {
    scratch = scratchBrand();
    for (const file of brokenFixtureFiles('bad-enum-case')) scratch.write(file.path, file.text);
    const { code, output } = run([], true);
    expect(code).toBe(1);
    const report = JSON.parse(output);
    expect(report).toMatchObject({ ok: false, problemCount: 1 });
    expect(report.brands[0]).toMatchObject({ id: 'acme', ok: false, sites: 2 });
    expect(report.brands[0].problems[0]).toMatchObject({
      code: 'schema.enum',
      file: 'brand-configs/acme/sites/ac-uk.json',
      line: 8,
      column: 20,
      pointer: '/defaultLocale',
      found: '"en-gb"',
      suggestion: 'Did you mean "en-GB"?',
    });
  });

  it('names an unknown brand and suggests the closest one', () => {
    const { code, output } = run(['acmee'], false);
    expect(code).toBe(1);
    expect(output).toContain('is not a brand folder; brands are acme. Did you mean "acme"?');
  });

  it('works as the installed bin, with the exit code of the result', () => {
    let status = 0;
    let stdout = '';
    try {
      execFileSync(
        process.execPath,
        [join(REPO_ROOT, 'scripts/storefront.js'), 'validate', '--json', 'no-such-brand'],
        {
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (error) {
      const failure = error as { status: number; stdout: string };
      status = failure.status;
      stdout = failure.stdout;
    }
    expect(status).toBe(1);
    expect(JSON.parse(stdout).general[0]).toMatchObject({ code: 'brand.unknown' });
    // A whole CLI process (tsx compiling on the fly): seconds, more on a busy machine.
  }, 60_000);
});

import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateBrands } from '../../../engine/app/brands.ts';
import { cachedDistDir, spawnCli, templateConfigsRoot } from './spawn-cli.ts';

/** A temporary configs root holding the template only: nothing is written in brand-configs/. */
let remove: (() => void) | undefined;
function configsRoot(): string {
  const root = templateConfigsRoot('storefront-new-brand-');
  remove = root.remove;
  return root.dir;
}
afterEach(() => {
  remove?.();
  remove = undefined;
});

const BASE = ['--yes', '--id', 'north-pine', '--name', 'North Pine', '--site-prefix', 'np'];
const BRAND = [
  ...BASE,
  '--theme-primary',
  '#2f4f3a',
  '--theme-accent',
  '#c9703d',
  '--logo-text',
  'NORTH PINE',
];

async function run(args: string[]): Promise<{ code: number | null; output: string }> {
  const cli = spawnCli(args);
  const code = await cli.exited;
  return { code, output: cli.output() };
}

describe('storefront new-brand (flags only)', () => {
  // The one test that runs new-brand's last step, verify (without Lighthouse): build, budgets,
  // bundle, every route of both sites, links and axe on the new brand.
  it('makes a brand that validates and verifies, and prints its budgets and URLs', async () => {
    const dir = configsRoot();
    const dist = cachedDistDir('new-brand');
    const { code, output } = await run([
      'new-brand',
      ...BRAND,
      '--sites',
      'us,uk',
      '--dir',
      dir,
      '--out-dir',
      dist,
    ]);
    expect(output).toContain('north-pine validates (2 site(s))');
    expect(output).toMatch(/✔ north-pine\s+budgets\s+home [\d.]+\/\d+ kB/);
    expect(output).toMatch(/✔ north-pine\s+routes\s+\d+ pages on 2 site\(s\)/);
    // Shoppable at once (issue 15): a guest bought a product on it, paying on the provider's page.
    expect(output).toMatch(
      /✔ north-pine\s+checkout\s+a guest bought .+ on np-us with PayPal: order NP\d+/,
    );
    expect(output).toContain('✔ north-pine: 10 check(s) passed, 1 skipped');
    expect(output).toContain('http://north-pine.localhost:3000/en-gb');
    // Within the budgets the template gives it (brand-configs/_template/brand.json).
    expect(output).not.toContain('over budget');
    expect(code, output.slice(-2000)).toBe(0);
    expect(existsSync(join(dist, 'north-pine/client/static/brands/north-pine/hero.svg'))).toBe(
      true,
    );

    const brand = JSON.parse(readFileSync(join(dir, 'north-pine/brand.json'), 'utf8'));
    expect(brand).toMatchObject({
      $schema: '../../schemas/brand.schema.json',
      id: 'north-pine',
      siteIdPrefix: 'np',
      defaultSite: 'np-us',
      siteGroups: { 'np-us': ['np-us'], 'np-eu': ['np-uk'] },
      theme: { colors: { primary: '#2f4f3a', accent: '#c9703d' }, logo: { text: 'NORTH PINE' } },
    });
    const pages = readFileSync(join(dir, 'north-pine/content/pages.json'), 'utf8');
    expect(pages).toContain('/static/brands/north-pine/hero.svg');
    expect(pages).not.toContain('/static/brands/template/');
    const report = validateBrands({ brands: ['north-pine'], brandsDir: dir });
    expect(report.problemCount).toBe(0);
  }, 600_000);

  it('refuses an existing brand id, says what to do, and writes nothing', async () => {
    const dir = configsRoot();
    cpSync(join(dir, '_template'), join(dir, 'north-pine'), { recursive: true });
    const before = readFileSync(join(dir, 'north-pine/brand.json'), 'utf8');
    const { code, output } = await run(['new-brand', ...BRAND, '--sites', 'us', '--dir', dir]);
    expect(code).toBe(2);
    expect(output).toContain('Brand already exists');
    expect(output).toContain('npx storefront add-site north-pine');
    expect(readFileSync(join(dir, 'north-pine/brand.json'), 'utf8')).toBe(before);
  });

  it.each([
    [
      ['--sites', 'us', '--theme-primary', 'green'],
      /--theme-primary "green" must be a colour as #rrggbb/,
    ],
    [
      ['--sites', 'us,zz'],
      /country "zz" is not one the engine has sites for; use one of us, ca, uk/,
    ],
    [['--sites', 'fr:de-DE'], /language "de-DE" is not offered for FR/],
  ])('a bad flag (%j) says what is wrong, as JSON too', async (extra, message) => {
    const dir = configsRoot();
    const { code, output } = await run(['new-brand', ...BASE, ...extra, '--dir', dir, '--json']);
    expect(code).toBe(2);
    const report = JSON.parse(output);
    expect(report.ok).toBe(false);
    expect(report.error.problem).toMatch(message);
    expect(report.error.nextStep).toContain('--help');
    expect(existsSync(join(dir, 'north-pine'))).toBe(false);
  });

  it('--help gives examples and the exit codes', async () => {
    const { code, output } = await run(['new-brand', '--help']);
    expect(code).toBe(0);
    expect(output).toContain('Examples:');
    expect(output).toContain('Exit codes:');
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { validateBrands } from '../../../engine/app/brands.ts';
import { spawnCli } from './spawn-cli.ts';

/** A temporary configs root with the template and a brand made from it (never brand-configs/). */
let temp: string | undefined;
async function brandInTempDir(): Promise<string> {
  temp = mkdtempSync(join(tmpdir(), 'storefront-add-site-'));
  const dir = join(temp, 'brand-configs');
  cpSync(join(REPO_ROOT, 'brand-configs', '_template'), join(dir, '_template'), {
    recursive: true,
  });
  const cli = spawnCli([
    'new-brand',
    '--yes',
    '--no-build',
    '--id',
    'north-pine',
    '--name',
    'North Pine',
    '--site-prefix',
    'np',
    '--sites',
    'us',
    '--dir',
    dir,
  ]);
  expect(await cli.exited, cli.output()).toBe(0);
  return dir;
}
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = undefined;
});

function json(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

describe('storefront add-site', () => {
  it('adds an EU site with its country switches and locale, and the brand validates', async () => {
    const dir = await brandInTempDir();
    const cli = spawnCli(['add-site', 'north-pine', '--country', 'de', '--dir', dir, '--json']);
    expect(await cli.exited, cli.output()).toBe(0);
    const report = JSON.parse(cli.output());
    expect(report).toMatchObject({
      ok: true,
      site: 'np-de',
      contextPath: '/de-de',
      group: 'np-eu',
    });

    const site = json(join(dir, 'north-pine/sites/np-de.json'));
    // shell spec: EU sites start non-consented; registry US only; EU gift wrap off (an-de).
    expect(site).toMatchObject({
      $schema: '../../../schemas/site.schema.json',
      id: 'np-de',
      country: 'DE',
      defaultLocale: 'de-DE',
      currency: 'EUR',
      consent: { defaultConsented: false },
      scaEnabled: true,
      switches: { giftWrap: false, registry: false, taxMessage: true },
    });
    expect(site).not.toHaveProperty('giftWrapSkus');
    expect(json(join(dir, 'north-pine/brand.json')).siteGroups).toEqual({
      'np-us': ['np-us'],
      'np-eu': ['np-de'],
    });
    expect(json(join(dir, 'north-pine/locales/de-DE.json'))['cart.emptyMessage']).toBe(
      'Ihr Warenkorb ist leer.',
    );
    expect(validateBrands({ brands: ['north-pine'], brandsDir: dir }).problemCount).toBe(0);
  }, 60_000);

  it('refuses an unknown country and a site the brand already has', async () => {
    const dir = await brandInTempDir();
    const unknown = spawnCli(['add-site', 'north-pine', '--country', 'xx', '--dir', dir]);
    expect(await unknown.exited).toBe(2);
    expect(unknown.output()).toContain('Cannot add the site');
    expect(unknown.output()).toContain('country "xx" is not one the engine has sites for');
    const again = spawnCli(['add-site', 'north-pine', '--country', 'us', '--dir', dir]);
    expect(await again.exited).toBe(2);
    expect(again.output()).toContain('Site already exists');
  }, 60_000);
});

import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { validateBrands } from '../../../engine/app/brands.ts';
import { addSiteCommand } from '../../../scripts/cli/add-site-command.ts';
import { newBrandCommand } from '../../../scripts/cli/new-brand-command.ts';

/** A temporary configs root with the template and a brand made from it (never brand-configs/). */
let temp: string | undefined;
async function brandInTempDir(): Promise<string> {
  temp = mkdtempSync(join(tmpdir(), 'storefront-add-site-'));
  const dir = join(temp, 'brand-configs');
  cpSync(join(REPO_ROOT, 'brand-configs', '_template'), join(dir, '_template'), {
    recursive: true,
  });
  const code = await newBrandCommand(
    {
      yes: true,
      build: false,
      json: false,
      id: 'north-pine',
      name: 'North Pine',
      sitePrefix: 'np',
      sites: 'us',
      dir,
    },
    () => undefined,
  );
  expect(code).toBe(0);
  return dir;
}
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = undefined;
});

async function addSite(
  dir: string,
  country: string,
  extra: { json?: boolean; language?: string } = {},
): Promise<{ code: number; output: string }> {
  let output = '';
  const code = await addSiteCommand(
    'north-pine',
    { country, dir, json: extra.json ?? false, language: extra.language },
    (text) => (output += text + '\n'),
  );
  return { code, output };
}

function json(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

describe('storefront add-site', () => {
  it('adds an EU site with its country switches and locale, and the brand validates', async () => {
    const dir = await brandInTempDir();
    const { code, output } = await addSite(dir, 'de', { json: true });
    expect(code, output).toBe(0);
    const report = JSON.parse(output);
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
    const unknown = await addSite(dir, 'xx');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Cannot add the site');
    expect(unknown.output).toContain('country "xx" is not one the engine has sites for');
    const again = await addSite(dir, 'us');
    expect(again.code).toBe(2);
    expect(again.output).toContain('Site already exists');
  }, 60_000);

  it('adds a French Canadian site in the North American group: no registry, taxes apart', async () => {
    const dir = await brandInTempDir();
    const { code, output } = await addSite(dir, 'ca', { language: 'fr-CA' });
    expect(code, output).toBe(0);
    const site = json(join(dir, 'north-pine/sites/np-ca.json'));
    expect(site).toMatchObject({
      contextPath: '/fr-ca',
      group: 'np-us',
      defaultLocale: 'fr-CA',
      currency: 'CAD',
      switches: { registry: false, taxDisplay: true },
    });
    expect(site).not.toHaveProperty('consent');
    expect(json(join(dir, 'north-pine/locales/fr-CA.json'))['header.searchPlaceholder']).toBe(
      'Rechercher',
    );
  }, 60_000);
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  publicSiteModule,
  SERVER_ONLY_LIMITS,
  SERVER_ONLY_SITE_KEYS,
} from '../../../engine/build/public-config.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { loadBrand } from '../../support/brands.ts';

/**
 * The site keys and limits left out of a site's browser chunk (issue 9: JavaScript budget) are
 * read by no module a browser runs: a page reading one would see undefined in the browser while
 * the server rendered with the value.
 */
const BROWSER_FOLDERS = [
  'api',
  'app',
  'components',
  'domain',
  'i18n',
  'pages',
  'registry',
  'routing',
];
/** Server or CLI code inside those folders: the SSR renderer, the brand loader, the scaffold. */
const NOT_BROWSER = [
  'engine/app/ssr/',
  'engine/app/brands.ts',
  'engine/app/entry-server.tsx',
  'engine/domain/brand-scaffold/',
];

function browserSources(): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const file = relative(REPO_ROOT, path);
        if (!NOT_BROWSER.some((prefix) => file.startsWith(prefix)))
          files.push({ file, text: readFileSync(path, 'utf8') });
      }
    }
  };
  for (const folder of BROWSER_FOLDERS) walk(join(REPO_ROOT, 'engine', folder));
  return files;
}

/**
 * Files reading `key` of a site (`site.key`, `env.site?.key`, `{ key } = site`), or of any object
 * for the limits' distinctive names; string literals aside (a translation key is not a read).
 */
function readersOf(
  sources: readonly { file: string; text: string }[],
  key: string,
  onSiteOnly = false,
): string[] {
  const receiver = onSiteOnly ? String.raw`\b\w*[sS]ite\??` : '';
  const access = new RegExp(
    String.raw`${receiver}\.${key}\b|\{[^}]*\b${key}\b[^}]*\}\s*=\s*[\w.?]*\b\w*(site|Site|limits|Limits|reviews|images|listing|content)\b`,
  );
  return sources
    .filter(({ text }) => access.test(text.replace(/'(?:[^'\\\n]|\\.)*'/g, "''")))
    .map(({ file }) => file);
}

describe("server-only site keys stay out of the browser's share (issue 9)", () => {
  const sources = browserSources();
  it.each(SERVER_ONLY_SITE_KEYS)("no browser module reads a site's %s", (key) => {
    expect(readersOf(sources, key, true)).toEqual([]);
  });

  it.each(Object.values(SERVER_ONLY_LIMITS).flat())(
    'no browser module reads the limit %s',
    (key) => {
      expect(readersOf(sources, key)).toEqual([]);
    },
  );

  it('the scan sees the browser modules (a key they do read is found, either way)', () => {
    expect(readersOf(sources, 'siteSwitchMaxAgeSeconds').length).toBeGreaterThan(0);
    const destructured = [{ file: 'x.ts', text: 'const { payments, id } = env.site;' }];
    expect(readersOf(destructured, 'payments', true)).toEqual(['x.ts']);
    const named = [
      { file: 'y.ts', text: "t('account.payments.title'); const { data: payments } = q;" },
    ];
    expect(readersOf(named, 'payments', true)).toEqual([]);
    const accessed = [{ file: 'z.ts', text: 'const cards = env.site.payments.CREDIT_CARD;' }];
    expect(readersOf(accessed, 'payments', true)).toEqual(['z.ts']);
    const other = [{ file: 'w.ts', text: 'configuration.payments.find(Boolean);' }];
    expect(readersOf(other, 'payments', true)).toEqual([]);
  });

  it("a site's chunk has none of them, and keeps the limits the browser reads", () => {
    const brand = loadBrand('anthropologie');
    const { site } = publicSiteModule(brand, 'an-us');
    for (const key of SERVER_ONLY_SITE_KEYS) expect(site).not.toHaveProperty(key);
    for (const [section, names] of Object.entries(SERVER_ONLY_LIMITS)) {
      const limits = (site.limits as unknown as Record<string, Record<string, unknown>>)[section];
      for (const name of names) expect(limits).not.toHaveProperty(name);
    }
    expect(site.limits.reviews.perPage).toBe(brand.sites['an-us']!.limits.reviews.perPage);
    expect(site.limits.cookies).toEqual(brand.sites['an-us']!.limits.cookies);
    // The server keeps them all.
    expect(brand.sites['an-us']).toHaveProperty('availableCurrencies');
  });
});

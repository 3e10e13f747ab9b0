import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { validateBrands } from '../../../engine/app/brands.ts';
import { identifiersOf, privateConfigStrings } from '../../../engine/build/brand-identifiers.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import { clientDir } from '../../../engine/server/ssr-entry.ts';
import { cardKeySourceFromEnv } from '../../../commerce-api/payments/card-keyring.ts';
import type { CheckContext, CheckOutcome } from './check.ts';

const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The other brands: those of this repository and of the configs root verified, but this one. */
function otherBrands(brand: ResolvedBrand, brandsDir: string): ResolvedBrand[] {
  const roots = new Set([join(REPO_ROOT, 'brand-configs'), resolve(brandsDir)]);
  const found = new Map<string, ResolvedBrand>();
  for (const root of roots) {
    for (const report of validateBrands({ brandsDir: root }).brands) {
      if (
        report.resolved &&
        report.resolved.id !== brand.id &&
        !basename(report.folder).startsWith('_')
      )
        found.set(report.resolved.id, report.resolved);
    }
  }
  return [...found.values()];
}

/** Secrets a server holds: private key blocks, the database URL, the card keys. */
function secrets(): { label: string; text: string }[] {
  const found = [
    { label: 'a private key block', text: 'PRIVATE KEY-----' },
    ...(process.env.DATABASE_URL
      ? [{ label: 'DATABASE_URL', text: process.env.DATABASE_URL }]
      : []),
  ];
  const source = cardKeySourceFromEnv();
  const pems =
    source.kind === 'env'
      ? source.pems
      : existsSync(source.path)
        ? readFileSync(source.path, 'utf8')
        : '';
  // One line of each key's base64 body: enough to recognise it, never printed.
  for (const line of pems.split('\n')) {
    if (/^[A-Za-z0-9+/]{40,}$/.test(line.trim())) {
      found.push({ label: 'a card key', text: line.trim() });
      break;
    }
  }
  return found;
}

/**
 * The built client bundle names no other brand (its id, site ids, name, content: the
 * bundle-isolation test's identifiers) and holds no non-public config (budgets' reasons, sites'
 * private custom data) and no server secret.
 */
export function bundleCheck(context: CheckContext): CheckOutcome {
  const { brand } = context;
  const client = clientDir(context.distDir, brand.id);
  const files = filesUnder(client).filter((file) => TEXT_FILE.test(file));
  const others = otherBrands(brand, context.brandsDir);
  const wanted = [
    ...others.flatMap((other) =>
      identifiersOf(other, brand).map((text) => ({
        text,
        message: `names brand ${other.id} ("${text.length > 40 ? text.slice(0, 37) + '...' : text}")`,
      })),
    ),
    ...privateConfigStrings(brand).map((text) => ({
      text,
      message: `carries non-public config ("${text.slice(0, 40)}...")`,
    })),
    ...secrets().map((secret) => ({ text: secret.text, message: `carries ${secret.label}` })),
  ];
  const failures: CheckFailure[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const item of wanted) {
      if (text.includes(item.text))
        failures.push({ message: item.message, file: relative(REPO_ROOT, file) });
    }
  }
  return {
    failures,
    summary: `${files.length} files searched for ${others.length} other brand(s), private config and secrets`,
  };
}

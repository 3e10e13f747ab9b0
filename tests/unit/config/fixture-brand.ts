import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateBrands } from '../../../engine/app/brands.ts';
import type { ValidationReport } from '../../../engine/config/validate.ts';
import { sharedSchemas } from '../../support/brands.ts';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const schemas = sharedSchemas();

/** A scratch repository holding brand-configs/acme copied from the valid base fixture. */
export interface Scratch {
  readonly root: string;
  readonly brandDir: string;
  write(relativePath: string, text: string): void;
  read(relativePath: string): string;
  validate(): ValidationReport;
  dispose(): void;
}

export function scratchBrand(): Scratch {
  const root = mkdtempSync(join(tmpdir(), 'storefront-config-'));
  const brandDir = join(root, 'brand-configs/acme');
  cpSync(join(FIXTURES, 'base-brand/acme'), brandDir, { recursive: true });
  return {
    root,
    brandDir,
    write: (relativePath, text) => writeFileSync(join(brandDir, relativePath), text),
    read: (relativePath) => readFileSync(join(brandDir, relativePath), 'utf8'),
    validate: () =>
      validateBrands({
        root,
        brandsDir: join(root, 'brand-configs'),
        engineLocalesDir: join(FIXTURES, 'engine-locales'),
        schemas,
      }),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Each broken fixture folder mirrors a brand folder and holds the one file that carries its fault. */
export function brokenFixtureFiles(caseName: string): { path: string; text: string }[] {
  const dir = join(FIXTURES, 'broken-configs', caseName);
  const files: { path: string; text: string }[] = [];
  const walk = (folder: string, prefix: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else
        files.push({
          path: prefix + entry.name,
          text: readFileSync(join(folder, entry.name), 'utf8'),
        });
    }
  };
  walk(dir, '');
  return files;
}

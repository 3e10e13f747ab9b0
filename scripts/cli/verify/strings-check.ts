import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brandLocales } from '../../../engine/build/public-config.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import {
  missingStrings,
  translationKeysIn,
} from '../../../engine/domain/brand-verify/missing-strings.ts';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import type { CheckContext, CheckOutcome } from './check.ts';

const ENGINE_DIR = join(REPO_ROOT, 'engine');
const ENGINE_LOCALES = join(ENGINE_DIR, 'i18n/locales');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The keys of the engine's (and the brand's own components') literal t('key') calls. */
function usedKeys(brandFolder: string): Set<string> {
  const folders = [ENGINE_DIR, join(brandFolder, 'components')].filter(existsSync);
  return new Set(
    folders.flatMap(sourceFiles).flatMap((file) => translationKeysIn(readFileSync(file, 'utf8'))),
  );
}

function engineKeys(locale: string): Set<string> {
  const path = join(ENGINE_LOCALES, `${locale}.json`);
  if (!existsSync(path)) return new Set();
  const strings = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return new Set(Object.keys(strings).filter((key) => key !== '$schema'));
}

/**
 * Every string the engine or the brand uses exists in every language of the brand's sites: a
 * missing translation is named with its key, its locale and the file to add it to.
 */
export function stringsCheck(context: CheckContext): CheckOutcome {
  const { brand } = context;
  const folder = join(context.brandsDir, brand.id);
  const locales = brandLocales(brand);
  const used = usedKeys(folder);
  const missing = missingStrings({
    locales,
    usedKeys: used,
    engine: Object.fromEntries(locales.map((locale) => [locale, engineKeys(locale)])),
    brand: Object.fromEntries(
      Object.entries(brand.strings).map(([locale, strings]) => [
        locale,
        new Set(Object.keys(strings)),
      ]),
    ),
  });
  const failures: CheckFailure[] = missing.map((entry) =>
    entry.source === 'engine'
      ? {
          message: `key "${entry.key}" is used by the engine but missing in ${entry.locale}`,
          file: relative(REPO_ROOT, join(ENGINE_LOCALES, `${entry.locale}.json`)),
          pointer: '',
        }
      : {
          message: `key "${entry.key}" is missing in ${entry.locale} (the brand overrides it in ${(entry.overriddenIn ?? []).join(', ')}); ${entry.locale} pages would show the engine's text instead`,
          file: relative(REPO_ROOT, join(folder, 'locales', `${entry.locale}.json`)),
          pointer: '',
        },
  );
  return {
    failures,
    summary: `${used.size} engine keys and the brand's overrides in ${locales.length} locale(s): ${locales.join(', ')}`,
  };
}

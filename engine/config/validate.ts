import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './check-budgets.ts';
import { checkContent } from './check-content.ts';
import { checkSites } from './check-sites.ts';
import type { ComponentCatalog } from './component-catalog.ts';
import { didYouMean } from './did-you-mean.ts';
import type { LocaleStringsInput } from './generated/input.ts';
import { checkDocument, jsonFiles, loadBrandDocuments } from './load-documents.ts';
import { parseJsonDocument } from './json-document.ts';
import { ProblemList } from './located.ts';
import type { ConfigProblem } from './problem.ts';
import { compareProblems } from './problem.ts';
import { resolveBrand, resolveBrandSettings, resolveSiteUnfrozen } from './resolve.ts';
import { SchemaSet } from './schema-set.ts';
import type { ResolvedBrand, ResolvedSite } from './types.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ValidateOptions {
  /** Folder holding one folder per brand; default brand-configs/ of this repository. */
  readonly brandsDir?: string;
  /** Brands to validate; all when empty. */
  readonly brands?: readonly string[];
  /** Paths in messages are relative to this folder; default the repository root. */
  readonly root?: string;
  readonly schemas?: SchemaSet;
  readonly engineLocalesDir?: string;
  /**
   * The component registry's entries: names, kinds, props schemas, what is replaceable
   * (engine/app/registry.ts). The composition roots pass it (validateBrands of engine/app/brands.ts).
   */
  readonly catalog: ComponentCatalog;
}

export interface BrandReport {
  readonly id: string;
  readonly folder: string;
  readonly problems: readonly ConfigProblem[];
  /** Present when the brand has no problem. */
  readonly resolved?: ResolvedBrand;
  readonly siteCount: number;
}

export interface ValidationReport {
  readonly brands: readonly BrandReport[];
  /** Problems outside any brand: engine strings, unknown brand names. */
  readonly general: readonly ConfigProblem[];
  readonly problemCount: number;
}

/**
 * The one validation pass (DESIGN §3): each file against its schema, then the cross-document
 * rules, then resolution. Every problem of the run is collected; nothing is written.
 */
export function validateBrands(options: ValidateOptions): ValidationReport {
  const root = resolve(options.root ?? REPO_ROOT);
  const brandsDir = resolve(options.brandsDir ?? join(REPO_ROOT, 'brand-configs'));
  const schemas = options.schemas ?? new SchemaSet();
  const general = new ProblemList();
  const engineStrings = loadEngineStrings(
    options.engineLocalesDir ?? join(REPO_ROOT, 'engine/i18n/locales'),
    root,
    schemas,
    general,
  );
  const { catalog } = options;

  const available = existsSync(brandsDir)
    ? readdirSync(brandsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const wanted = options.brands && options.brands.length > 0 ? options.brands : available;
  const brands: BrandReport[] = [];
  for (const name of wanted) {
    if (!available.includes(name)) {
      general.push({
        code: 'brand.unknown',
        file: join(brandsDir, name).replace(root + '/', ''),
        line: 1,
        column: 1,
        pointer: '',
        message: `is not a brand folder; brands are ${available.join(', ')}`,
        suggestion: didYouMean(name, available),
      });
      continue;
    }
    brands.push(
      validateBrandFolder(join(brandsDir, name), { root, schemas, catalog, engineStrings }),
    );
  }
  general.items.sort(compareProblems);
  const problemCount =
    general.items.length + brands.reduce((sum, brand) => sum + brand.problems.length, 0);
  return { brands, general: general.items, problemCount };
}

interface FolderContext {
  readonly root: string;
  readonly schemas: SchemaSet;
  readonly catalog: ComponentCatalog;
  readonly engineStrings: ReadonlyMap<string, ReadonlySet<string>>;
}

function validateBrandFolder(folder: string, context: FolderContext): BrandReport {
  const problems = new ProblemList();
  const documents = loadBrandDocuments(folder, { ...context, problems });
  const resolvedSites = new Map<string, ResolvedSite>();
  const brand = documents.brand?.value;
  if (brand) {
    const settings = resolveBrandSettings(brand, context.schemas);
    for (const site of documents.sites) {
      resolvedSites.set(
        site.value.id,
        resolveSiteUnfrozen(brand, site.value, context.schemas, settings),
      );
    }
  }
  checkSites(documents, resolvedSites, problems);
  checkContent(documents, resolvedSites, context, problems);
  checkBudgets(documents, context.schemas, problems);
  const ok = problems.items.length === 0 && documents.siteFileIds.length === documents.sites.length;
  return {
    id: brand?.id ?? documents.expectedId,
    folder,
    problems: [...problems.items].sort(compareProblems),
    resolved: ok && brand ? resolveBrand(documents, context.schemas) : undefined,
    siteCount: documents.siteFileIds.length,
  };
}

/** One engine locale file as last checked with a schema set: its text, keys and problems. */
interface CheckedLocale {
  readonly text: string;
  readonly root: string;
  readonly keys: Set<string> | undefined;
  readonly problems: readonly ConfigProblem[];
}
const checkedLocales = new WeakMap<SchemaSet, Map<string, CheckedLocale>>();

/**
 * The engine's strings by locale, each file checked against its schema. A file whose text did not
 * change since the same schema set checked it is not parsed again (the studio validates the brand
 * on every keystroke; issue 16's 300 ms preview): its keys and problems are the same.
 */
function loadEngineStrings(
  dir: string,
  root: string,
  schemas: SchemaSet,
  problems: ProblemList,
): Map<string, Set<string>> {
  let cache = checkedLocales.get(schemas);
  if (!cache) checkedLocales.set(schemas, (cache = new Map()));
  const strings = new Map<string, Set<string>>();
  for (const path of jsonFiles(dir)) {
    const text = readFileSync(path, 'utf8');
    let checked = cache.get(path);
    if (!checked || checked.text !== text || checked.root !== root) {
      const own = new ProblemList();
      const document = checkDocument<LocaleStringsInput>(
        parseJsonDocument(relative(root, path).split('\\').join('/'), text),
        'locale-strings.schema.json',
        { schemas, problems: own },
      );
      checked = {
        text,
        root,
        keys: document
          ? new Set(Object.keys(document.value).filter((key) => key !== '$schema'))
          : undefined,
        problems: own.items,
      };
      cache.set(path, checked);
    }
    for (const problem of checked.problems) problems.push(problem);
    if (checked.keys) strings.set(basename(path, '.json'), checked.keys);
  }
  return strings;
}

/** Thrown by loadBrand when a brand's configuration has problems. */
export class ConfigValidationError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `[storefront:config] The configuration has ${problems.length} problem(s). Run \`npx storefront validate\` for the details.`,
    );
    this.name = 'ConfigValidationError';
  }
}

/** Validates and resolves one brand; throws ConfigValidationError listing every problem. */
export function loadBrand(
  brandId: string,
  options: Omit<ValidateOptions, 'brands'>,
): ResolvedBrand {
  const report = validateBrands({ ...options, brands: [brandId] });
  const brand = report.brands[0];
  if (!brand?.resolved) {
    throw new ConfigValidationError([...report.general, ...(brand?.problems ?? [])]);
  }
  return brand.resolved;
}

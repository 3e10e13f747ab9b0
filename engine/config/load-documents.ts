import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parseJsonDocument } from './json-document.ts';
import type { JsonDocument } from './json-document.ts';
import type { Checked } from './located.ts';
import type { ProblemList } from './located.ts';
import { schemaProblems } from './schema-problems.ts';
import type { SchemaSet } from './schema-set.ts';
import { didYouMean } from './did-you-mean.ts';
import type {
  BannersInput,
  BrandInput,
  ContentPagesInput,
  FooterContentInput,
  HeaderContentInput,
  LocalisedTextContentInput,
  LocaleStringsInput,
  NavigationInput,
  SiteInput,
} from './generated/input.ts';

export const CONTENT_FILES = [
  'banners',
  'navigation',
  'header',
  'footer',
  'pages',
  'text',
] as const;
export type ContentName = (typeof CONTENT_FILES)[number];

export interface ContentDocuments {
  banners?: Checked<BannersInput>;
  navigation?: Checked<NavigationInput>;
  header?: Checked<HeaderContentInput>;
  footer?: Checked<FooterContentInput>;
  pages?: Checked<ContentPagesInput>;
  text?: Checked<LocalisedTextContentInput>;
}

/** A brand folder read and each file validated on its own (STYLE: validate before merging). */
export interface BrandDocuments {
  /** The id the folder name implies ("_template" implies "template"). */
  readonly expectedId: string;
  readonly folder: string;
  readonly brandDocument?: JsonDocument;
  readonly brand?: Checked<BrandInput>;
  /** Ids of every site file present, valid or not, so that references to a broken site do not cascade. */
  readonly siteFileIds: readonly string[];
  readonly sites: readonly Checked<SiteInput>[];
  readonly locales: readonly (Checked<LocaleStringsInput> & { locale: string })[];
  readonly content: ContentDocuments;
  /** Content files present but invalid; checks that depend on them are skipped to avoid cascades. */
  readonly brokenContent: readonly ContentName[];
  /** Whether brand.json and every site file passed their schemas. */
  readonly sitesComplete: boolean;
}

export interface LoadOptions {
  readonly schemas: SchemaSet;
  /** Paths in messages are relative to this folder. */
  readonly root: string;
  readonly problems: ProblemList;
}

export function readJsonDocument(path: string, root: string): JsonDocument {
  return parseJsonDocument(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
}

/** Parses and schema-checks one file; returns it typed when both pass, reporting problems otherwise. */
export function checkDocument<T>(
  document: JsonDocument,
  schemaName: string,
  { schemas, problems }: Pick<LoadOptions, 'schemas' | 'problems'>,
): Checked<T> | undefined {
  if (document.syntaxErrors.length > 0) {
    // One mistake often yields several parser errors at the same place; the first says it best.
    const firstAtEachPlace = document.syntaxErrors.filter(
      (error, index, all) =>
        all.findIndex((other) => other.line === error.line && other.column === error.column) ===
        index,
    );
    for (const error of firstAtEachPlace) {
      problems.push({
        code: 'json.syntax',
        file: document.file,
        line: error.line,
        column: error.column,
        pointer: '',
        message: `is not valid JSON: ${error.message}`,
      });
    }
    return undefined;
  }
  const validate = schemas.checker(schemaName);
  if (validate(document.value)) return { document, value: document.value as T };
  for (const draft of schemaProblems(validate.errors ?? [])) problems.add(document, draft);
  return undefined;
}

export function loadBrandDocuments(folder: string, options: LoadOptions): BrandDocuments {
  const { root, problems } = options;
  const folderName = basename(folder);
  const expectedId = folderName.replace(/^_/, '');
  const brandPath = join(folder, 'brand.json');
  let brandDocument: JsonDocument | undefined;
  let brand: Checked<BrandInput> | undefined;
  if (existsSync(brandPath)) {
    brandDocument = readJsonDocument(brandPath, root);
    brand = checkDocument<BrandInput>(brandDocument, 'brand.schema.json', options);
  } else {
    problems.push({
      code: 'brand.missing-file',
      file: relative(root, folder) + '/brand.json',
      line: 1,
      column: 1,
      pointer: '',
      message: 'is missing: every brand folder needs a brand.json',
      suggestion:
        'Copy brand-configs/_template/brand.json and edit it, or run `storefront new-brand`.',
    });
  }

  const siteFiles = jsonFiles(join(folder, 'sites'));
  const sites: Checked<SiteInput>[] = [];
  for (const path of siteFiles) {
    const site = checkDocument<SiteInput>(
      readJsonDocument(path, root),
      'site.schema.json',
      options,
    );
    if (site) sites.push(site);
  }

  const locales: (Checked<LocaleStringsInput> & { locale: string })[] = [];
  for (const path of jsonFiles(join(folder, 'locales'))) {
    const strings = checkDocument<LocaleStringsInput>(
      readJsonDocument(path, root),
      'locale-strings.schema.json',
      options,
    );
    if (strings) locales.push({ ...strings, locale: basename(path, '.json') });
  }

  const content: Record<string, unknown> = {};
  const brokenContent: ContentName[] = [];
  for (const path of jsonFiles(join(folder, 'content'))) {
    const name = basename(path, '.json');
    const document = readJsonDocument(path, root);
    if (!(CONTENT_FILES as readonly string[]).includes(name)) {
      problems.add(document, {
        code: 'content.unknown-file',
        pointer: '',
        message: `is not a known content file; content files are ${CONTENT_FILES.join(', ')}`,
        found: JSON.stringify(name),
        suggestion: didYouMean(name, CONTENT_FILES),
      });
      continue;
    }
    content[name] = checkDocument(document, `content/${name}.schema.json`, options);
    if (!content[name]) brokenContent.push(name as ContentName);
  }

  return {
    expectedId,
    folder,
    brandDocument,
    brand,
    siteFileIds: siteFiles.map((path) => basename(path, '.json')),
    sites,
    locales,
    content: content as ContentDocuments,
    brokenContent,
    sitesComplete: brand !== undefined && sites.length === siteFiles.length,
  };
}

export function jsonFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));
}

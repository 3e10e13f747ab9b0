import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CONTENT_FILES } from '../../engine/config/load-documents.ts';

export type DocumentKind = 'brand' | 'site' | 'locale' | 'content';

/** One JSON file of a brand folder the studio edits, and the schema that checks it. */
export interface StudioDocument {
  /** "brand", "sites/an-us", "locales/en-US", "content/banners": its path without ".json". */
  readonly id: string;
  readonly kind: DocumentKind;
  readonly title: string;
  /** Path inside the brand folder ("sites/an-us.json"). */
  readonly file: string;
  /** Its schema, by path under schemas/ ("site.schema.json"). */
  readonly schema: string;
}

const CONTENT_TITLES: Record<string, string> = {
  banners: 'Banners',
  navigation: 'Navigation',
  header: 'Header',
  footer: 'Footer',
  pages: 'Pages',
};

/** The brand's documents, in the order a merchandiser reads them: brand, sites, locales, content. */
export function listBrandDocuments(folder: string): StudioDocument[] {
  const documents: StudioDocument[] = [];
  if (existsSync(join(folder, 'brand.json'))) {
    documents.push({
      id: 'brand',
      kind: 'brand',
      title: 'Brand settings',
      file: 'brand.json',
      schema: 'brand.schema.json',
    });
  }
  for (const name of jsonNames(join(folder, 'sites'))) {
    documents.push({
      id: `sites/${name}`,
      kind: 'site',
      title: `Site ${name}`,
      file: `sites/${name}.json`,
      schema: 'site.schema.json',
    });
  }
  for (const name of jsonNames(join(folder, 'locales'))) {
    documents.push({
      id: `locales/${name}`,
      kind: 'locale',
      title: `Strings ${name}`,
      file: `locales/${name}.json`,
      schema: 'locale-strings.schema.json',
    });
  }
  const content = jsonNames(join(folder, 'content'));
  for (const name of CONTENT_FILES) {
    if (!content.includes(name)) continue;
    documents.push({
      id: `content/${name}`,
      kind: 'content',
      title: CONTENT_TITLES[name] ?? name,
      file: `content/${name}.json`,
      schema: `content/${name}.schema.json`,
    });
  }
  return documents;
}

function jsonNames(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => basename(name, '.json'));
}

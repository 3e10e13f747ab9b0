import type { BrandInput, SiteInput } from './generated/input.ts';
import type { BrandDocuments } from './load-documents.ts';
import { deepFreeze, mergeLayers } from './merge.ts';
import type { SchemaSet } from './schema-set.ts';
import type { BrandContent, BrandSettings, ResolvedBrand, ResolvedSite } from './types.ts';

/** Sections a site may override; each is merged brand < site, then filled with schema defaults. */
export const SITE_SECTIONS = ['switches', 'flags', 'limits', 'payments'] as const;

/** Brand settings with every schema default filled in. */
export function resolveBrandSettings(brand: BrandInput, schemas: SchemaSet): BrandSettings {
  const filled = structuredClone(brand) as unknown as Record<string, unknown>;
  fillDefaults(schemas, 'brand.schema.json', filled);
  for (const key of ['$schema', ...SITE_SECTIONS, 'accountMenu', 'custom']) delete filled[key];
  const components = filled.components as Record<string, unknown>;
  components.header = withPropDefaults(schemas, components.header);
  components.footer = withPropDefaults(schemas, components.footer);
  components.productPage = (components.productPage as unknown[]).map((ref) =>
    withPropDefaults(schemas, ref),
  );
  return filled as unknown as BrandSettings;
}

/**
 * A component reference as the engine reads it: { component, props } with the props schema's
 * defaults filled (an unknown name is left as written: validation reports it).
 */
function withPropDefaults(schemas: SchemaSet, ref: unknown): unknown {
  const named =
    typeof ref === 'string'
      ? { component: ref, props: {} }
      : { ...(ref as { component: string }), props: { ...(ref as { props?: object }).props } };
  const schema = `components/${named.component}.schema.json`;
  if (schemas.has(schema)) fillDefaults(schemas, schema, named.props);
  return named;
}

/** One site: schema defaults < brand < site (see merge.ts for the rule), not yet frozen. */
export function resolveSiteUnfrozen(
  brand: BrandInput,
  site: SiteInput,
  schemas: SchemaSet,
  settings = resolveBrandSettings(brand, schemas),
): ResolvedSite {
  const merged: Record<string, unknown> = structuredClone(site) as unknown as Record<
    string,
    unknown
  >;
  delete merged.$schema;
  for (const section of SITE_SECTIONS) {
    merged[section] = mergeLayers({}, brand[section], site[section]);
  }
  merged.accountMenu =
    site.accountMenu ?? brand.accountMenu ?? schemas.defaultOf('brand.schema.json', 'accountMenu');
  merged.custom = mergeLayers({}, brand.custom, site.custom);
  fillDefaults(schemas, 'site.schema.json', merged);
  merged.brand = settings;
  merged.groupSites = [...(brand.siteGroups[site.group] ?? [site.id])];
  return merged as unknown as ResolvedSite;
}

export function resolveSite(brand: BrandInput, site: SiteInput, schemas: SchemaSet): ResolvedSite {
  return deepFreeze(resolveSiteUnfrozen(brand, site, schemas));
}

/** A whole brand from documents that all passed their schemas. */
export function resolveBrand(documents: BrandDocuments, schemas: SchemaSet): ResolvedBrand {
  const brand = documents.brand?.value;
  if (!brand) {
    throw new Error(
      `[storefront:config] Brand ${documents.expectedId} has no valid brand.json to resolve.`,
    );
  }
  const settings = resolveBrandSettings(brand, schemas);
  const sites: Record<string, ResolvedSite> = {};
  for (const site of documents.sites) {
    sites[site.value.id] = resolveSiteUnfrozen(brand, site.value, schemas, settings);
  }
  const content = resolveContent(documents, schemas);
  const strings: Record<string, Record<string, string>> = {};
  for (const locale of documents.locales) {
    const entries = { ...(locale.value as Record<string, string>) };
    delete entries.$schema;
    strings[locale.locale] = entries;
  }
  return deepFreeze({ id: brand.id, settings, sites, content, strings });
}

const EMPTY_CONTENT: { [K in keyof BrandContent]: unknown } = {
  banners: { banners: [] },
  navigation: { items: [] },
  header: {},
  footer: { columns: [] },
  pages: { pages: [] },
  text: { entries: [] },
};

function resolveContent(documents: BrandDocuments, schemas: SchemaSet): BrandContent {
  const content: Record<string, unknown> = {};
  for (const name of Object.keys(EMPTY_CONTENT) as (keyof BrandContent)[]) {
    const value = structuredClone(documents.content[name]?.value ?? EMPTY_CONTENT[name]) as Record<
      string,
      unknown
    >;
    delete value.$schema;
    fillDefaults(schemas, `content/${name}.schema.json`, value);
    content[name] = value;
  }
  // A page module's props get their component's schema defaults too (components/<Name>).
  const pages = (content.pages as { pages: { modules: { component: string; props?: object }[] }[] })
    .pages;
  for (const module of pages.flatMap((page) => page.modules)) {
    const props = (module.props ?? {}) as Record<string, unknown>;
    const schema = `components/${module.component}.schema.json`;
    if (schemas.has(schema)) fillDefaults(schemas, schema, props);
    module.props = props;
  }
  return content as unknown as BrandContent;
}

function fillDefaults(
  schemas: SchemaSet,
  schemaName: string,
  value: Record<string, unknown>,
): void {
  // The value already passed the checking validator; this pass only adds defaults.
  schemas.defaulter(schemaName)(value);
}

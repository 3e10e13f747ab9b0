import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ComponentChecks } from './check-components.ts';
import type { ComponentCatalog } from './component-catalog.ts';
import { didYouMean } from './did-you-mean.ts';
import type { NavigationItemInput } from './generated/input.ts';
import type { JsonDocument } from './json-document.ts';
import { segmentsToPointer } from './json-pointer.ts';
import type { BrandDocuments } from './load-documents.ts';
import type { ProblemList } from './located.ts';
import type { SchemaSet } from './schema-set.ts';
import type { ResolvedSite } from './types.ts';

/** What the content checks need from outside the brand folder. */
export interface ContentCheckContext {
  readonly schemas: SchemaSet;
  /** The component registry's entries (engine/app/registry.ts). */
  readonly catalog: ComponentCatalog;
  /** Engine string keys by locale (engine/i18n/locales). */
  readonly engineStrings: ReadonlyMap<string, ReadonlySet<string>>;
}

type Path = (string | number)[];

/** Where a brand's images are served: /static/brands/<brand>/<path in brand-configs/<brand>/assets>. */
export const BRAND_ASSETS_PREFIX = '/static/brands/';

/** Image files a brand may ship in its assets folder (the build copies nothing else). */
export const BRAND_ASSET_EXTENSIONS = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

export function brandAssetUrl(brandId: string, path: string): string {
  return `${BRAND_ASSETS_PREFIX}${brandId}/${path}`;
}

/**
 * Cross-document rules for content, components and strings: every component named exists and its
 * props are valid; references to pages and sites resolve; localized text covers every language of
 * the sites that show it; brand string overrides name engine keys.
 */
export function checkContent(
  documents: BrandDocuments,
  resolved: ReadonlyMap<string, ResolvedSite>,
  context: ContentCheckContext,
  problems: ProblemList,
): void {
  const brand = documents.brand;
  const siteIds = documents.siteFileIds;
  const pages = documents.content.pages;
  const pageSlugs = pages?.value.pages.map((page) => page.slug) ?? [];
  const languagesOf = (sites: readonly string[] | undefined): string[] => {
    const chosen = sites ?? [...resolved.keys()];
    return [...new Set(chosen.flatMap((id) => resolved.get(id)?.languages ?? []))];
  };

  const components = new ComponentChecks(documents, context.catalog, context.schemas, problems);

  const checkSiteList = (
    doc: JsonDocument,
    path: Path,
    sites: readonly string[] | undefined,
  ): void => {
    sites?.forEach((siteId, index) => {
      if (!siteIds.includes(siteId)) {
        problems.add(doc, {
          code: 'content.unknown-site',
          pointer: segmentsToPointer([...path, index]),
          message: `must name a site of this brand: ${siteIds.join(', ')}`,
          found: JSON.stringify(siteId),
          suggestion: didYouMean(siteId, siteIds),
        });
      }
    });
  };

  /** Walks an entry and checks each localized text map against the languages that show it. */
  const checkTextsOf = (
    doc: JsonDocument,
    path: Path,
    value: unknown,
    languages: readonly string[],
  ): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => checkTextsOf(doc, [...path, index], item, languages));
      return;
    }
    const record = value as Record<string, unknown>;
    const itemLanguages = Array.isArray(record.sites)
      ? languagesOf(record.sites as string[])
      : languages;
    for (const [key, child] of Object.entries(record)) {
      if (isLocaleMap(child)) {
        const missing = itemLanguages.filter((language) => !(language in child));
        if (missing.length > 0) {
          problems.add(doc, {
            code: 'content.missing-translation',
            pointer: segmentsToPointer([...path, key]),
            message: `must have text for every language of the sites showing it; missing ${missing.join(', ')}`,
            suggestion: 'Add the missing languages, or use one plain string for all languages.',
          });
        }
      } else checkTextsOf(doc, [...path, key], child, itemLanguages);
    }
  };

  if (brand) {
    components.brand();
    const home = brand.value.components?.homePage ?? 'home';
    if (!documents.brokenContent.includes('pages') && !pageSlugs.includes(home)) {
      const pointer = brand.value.components?.homePage ? '/components/homePage' : '/components';
      problems.add(brand.document, {
        code: 'content.missing-home',
        pointer: brand.value.components ? pointer : '',
        message: `home page "${home}" must be a page of content/pages.json; pages are ${pageSlugs.join(', ') || 'none'}`,
        suggestion:
          didYouMean(home, pageSlugs) ?? 'Add a page with this slug to content/pages.json.',
      });
    }
  }

  const allLanguages = languagesOf(undefined);
  // Which languages must be covered is known only when every site file is valid.
  const checkTexts = documents.sitesComplete ? checkTextsOf : () => undefined;
  if (pages) {
    const seen = new Set<string>();
    pages.value.pages.forEach((page, index) => {
      if (seen.has(page.slug)) {
        problems.add(pages.document, {
          code: 'content.duplicate-page',
          pointer: segmentsToPointer(['pages', index, 'slug']),
          message: 'must be unique: another page has the same slug',
          found: JSON.stringify(page.slug),
        });
      }
      seen.add(page.slug);
      checkSiteList(pages.document, ['pages', index, 'sites'], page.sites);
      page.modules.forEach((module, moduleIndex) =>
        components.name(
          pages.document,
          ['pages', index, 'modules', moduleIndex, 'component'],
          module.component,
          'content',
          module.props ?? {},
        ),
      );
    });
    checkTexts(pages.document, [], pages.value, allLanguages);
  }

  const navigation = documents.content.navigation;
  if (navigation) {
    const visit = (items: readonly NavigationItemInput[], path: Path): void => {
      items.forEach((item, index) => {
        const here = [...path, index];
        checkSiteList(navigation.document, [...here, 'sites'], item.sites);
        const isContent = item.typeCode === 'CONTENT' || item.typeCode === 'CONTENT_NN';
        const pagesKnown = !documents.brokenContent.includes('pages');
        if (isContent && pagesKnown && (!item.slug || !pageSlugs.includes(item.slug))) {
          problems.add(navigation.document, {
            code: 'content.unknown-page',
            pointer: segmentsToPointer([...here, item.slug ? 'slug' : 'typeCode']),
            message: `a ${item.typeCode} item must link to a page of content/pages.json by slug; pages are ${pageSlugs.join(', ') || 'none'}`,
            found: JSON.stringify(item.slug ?? 'no slug'),
            suggestion: item.slug ? didYouMean(item.slug, pageSlugs) : undefined,
          });
        }
        if (item.typeCode === 'EXTERNAL' && !item.targetUrl) {
          problems.add(navigation.document, {
            code: 'content.external-url',
            pointer: segmentsToPointer(here),
            message: 'an EXTERNAL item needs a "targetUrl"',
          });
        }
        visit(item.navigationItems ?? [], [...here, 'navigationItems']);
      });
    };
    visit(navigation.value.items, ['items']);
    checkTexts(navigation.document, [], navigation.value, allLanguages);
  }

  // Localised text replaces engine strings: its keys must be theirs (the content service's own
  // misspelt keys are ignored at render, engine/app/ssr/localised-text.ts).
  const text = documents.content.text;
  if (text) {
    const engineKeys = context.engineStrings.get('en-US') ?? new Set<string>();
    text.value.entries.forEach((entry, index) => {
      checkSiteList(text.document, ['entries', index, 'sites'], entry.sites);
      if (!engineKeys.has(entry.key)) {
        problems.add(text.document, {
          code: 'content.unknown-string-key',
          pointer: segmentsToPointer(['entries', index, 'key']),
          message: "must be a key of the engine's strings (engine/i18n/locales/en-US.json)",
          found: JSON.stringify(entry.key),
          suggestion: didYouMean(entry.key, [...engineKeys]),
        });
      }
    });
  }

  const banners = documents.content.banners;
  if (banners) {
    banners.value.banners.forEach((banner, index) => {
      checkSiteList(banners.document, ['banners', index, 'sites'], banner.sites);
      if (banner.type === 'globalPromoCartThresholdBanner') {
        checkPlaceholder(
          banners.document,
          ['banners', index, 'inRangeHeadline'],
          banner.inRangeHeadline,
          problems,
        );
      }
      if (banner.startDate && banner.endDate && banner.startDate > banner.endDate) {
        problems.add(banners.document, {
          code: 'content.date-order',
          pointer: segmentsToPointer(['banners', index, 'endDate']),
          message: `must be after startDate (${banner.startDate})`,
          found: JSON.stringify(banner.endDate),
        });
      }
    });
    checkTexts(banners.document, [], banners.value, allLanguages);
  }
  for (const name of ['header', 'footer'] as const) {
    const doc = documents.content[name];
    if (doc) checkTexts(doc.document, [], doc.value, allLanguages);
  }

  checkAssetPaths(documents, problems);
  if (documents.sitesComplete) checkLocaleOverrides(documents, allLanguages, context, problems);
  for (const site of documents.sites) {
    site.value.languages.forEach((language, index) => {
      if (!context.engineStrings.has(language)) {
        problems.add(site.document, {
          code: 'strings.missing-locale',
          pointer: segmentsToPointer(['languages', index]),
          message: `has no engine strings: engine/i18n/locales/${language}.json does not exist`,
          found: JSON.stringify(language),
          suggestion: `Languages with strings: ${[...context.engineStrings.keys()].join(', ')}.`,
        });
      }
    });
  }
}

/**
 * Every "/static/..." path in the brand's content and theme names a file of the brand's own
 * assets folder (brand-configs/<brand>/assets), which the build copies and the server serves at
 * /static/brands/<brand>/ on this brand's hosts only (issue 4 §7: images never break).
 */
function checkAssetPaths(documents: BrandDocuments, problems: ProblemList): void {
  const brandId = documents.expectedId;
  const folderName = basename(documents.folder);
  const assetsDir = join(documents.folder, 'assets');
  const own = brandAssetUrl(brandId, '');
  const check = (doc: JsonDocument, path: Path, url: string): void => {
    const pointer = segmentsToPointer(path);
    const found = JSON.stringify(url);
    const add = (code: string, message: string, suggestion?: string) =>
      problems.add(doc, { code, pointer, message, found, suggestion });
    if (!url.startsWith(BRAND_ASSETS_PREFIX)) {
      add(
        'content.asset-path',
        `must be under ${own}: brand images are files of brand-configs/${folderName}/assets, served at ${own}<path>`,
        `Put the file in brand-configs/${folderName}/assets/ and use ${own}<its path there>.`,
      );
      return;
    }
    const rest = url.slice(BRAND_ASSETS_PREFIX.length).split(/[?#]/)[0] ?? '';
    const slash = rest.indexOf('/');
    const owner = slash < 0 ? rest : rest.slice(0, slash);
    const file = slash < 0 ? '' : rest.slice(slash + 1);
    if (owner !== brandId) {
      add(
        'content.asset-other-brand',
        `must name this brand's own assets under ${own}; "${owner}" is another brand's folder, which this brand's hosts do not serve`,
        existsSync(join(assetsDir, file)) && file !== ''
          ? `This brand has brand-configs/${folderName}/assets/${file}: use ${brandAssetUrl(brandId, file)}.`
          : `Copy the file into brand-configs/${folderName}/assets/${file} and use ${brandAssetUrl(brandId, file)}.`,
      );
      return;
    }
    const segments = file.split('/');
    if (
      segments.some((part) => part === '' || part === '.' || part === '..' || /[%\\]/.test(part))
    ) {
      add(
        'content.asset-path',
        `must be a plain path of a file in brand-configs/${folderName}/assets: no empty, "." or ".." parts, no "%" or backslash`,
      );
      return;
    }
    if (!BRAND_ASSET_EXTENSIONS.test(file)) {
      add(
        'content.asset-type',
        'must name an image file (.svg, .png, .jpg, .jpeg, .webp, .avif or .gif)',
      );
      return;
    }
    const onDisk = join(assetsDir, ...segments);
    if (existsSync(onDisk) && statSync(onDisk).isFile()) return;
    const folder = dirname(onDisk);
    const siblings = existsSync(folder)
      ? readdirSync(folder).map((name) =>
          brandAssetUrl(brandId, [...segments.slice(0, -1), name].join('/')),
        )
      : [];
    add(
      'content.asset-missing',
      `must name a file of brand-configs/${folderName}/assets: assets/${file} does not exist. Add the image there, or fix the path`,
      didYouMean(url, siblings),
    );
  };
  const visit = (doc: JsonDocument, path: Path, value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/static/')) check(doc, path, value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(doc, [...path, index], item));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(doc, [...path, key], child);
    }
  };
  // The theme (logo) and every content file; sites and routing name URL prefixes, not images.
  if (documents.brand) visit(documents.brand.document, ['theme'], documents.brand.value.theme);
  for (const name of Object.keys(documents.content) as (keyof typeof documents.content)[]) {
    const entry = documents.content[name];
    if (entry) visit(entry.document, [], entry.value);
  }
}

function checkPlaceholder(
  doc: JsonDocument,
  path: Path,
  text: unknown,
  problems: ProblemList,
): void {
  const texts = typeof text === 'string' ? { all: text } : (text as Record<string, string>);
  for (const [locale, value] of Object.entries(texts)) {
    if (!value.includes('%1')) {
      problems.add(doc, {
        code: 'content.threshold-placeholder',
        pointer: segmentsToPointer(locale === 'all' ? path : [...path, locale]),
        message: 'must contain %1, where the remaining amount is shown',
        found: JSON.stringify(value),
      });
    }
  }
}

function checkLocaleOverrides(
  documents: BrandDocuments,
  languages: readonly string[],
  context: ContentCheckContext,
  problems: ProblemList,
): void {
  for (const locale of documents.locales) {
    if (!languages.includes(locale.locale)) {
      problems.add(locale.document, {
        code: 'strings.unknown-locale',
        pointer: '',
        message: `is named after a locale no site of this brand uses; languages are ${languages.join(', ')}`,
        found: JSON.stringify(locale.locale),
        suggestion: didYouMean(locale.locale, languages),
      });
      continue;
    }
    // A language without engine strings is reported on the site that lists it.
    const engineKeys = context.engineStrings.get(locale.locale);
    if (!engineKeys) continue;
    const keys = [...engineKeys];
    for (const key of Object.keys(locale.value)) {
      if (key === '$schema' || engineKeys.has(key)) continue;
      problems.add(locale.document, {
        code: 'strings.unknown-key',
        pointer: segmentsToPointer([key]),
        at: 'key',
        message: `is not a key of the engine's strings (engine/i18n/locales/${locale.locale}.json); a brand can only override existing keys`,
        suggestion: didYouMean(key, keys),
      });
    }
  }
}

function isLocaleMap(value: unknown): value is Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^[a-z]{2}-[A-Z]{2}$/.test(key));
}

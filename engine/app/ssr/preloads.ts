import { renderedComponents } from '../rendered-components.ts';
import type { StringBundle } from '../../domain/string-bundles.ts';
import { FALLBACK_LOCALE } from '../../i18n/index.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import type { Registry } from '../../registry/registry.ts';
import type { PageData } from '../../routing/page-data.ts';
import type { RouteMeta } from '../../routing/route-meta.ts';
import type { ModuleAssets, RenderRequest } from './render-contract.ts';

/**
 * The modules a page renders beyond the entry (rendered-components.ts). Preloaded with the
 * document, they do not load one after another (no waterfall); read from the registry, a brand's
 * replacement is preloaded in place of the original.
 */
export function registeredModules(
  registry: Registry,
  env: AppEnv,
  page: PageData | undefined,
  meta: RouteMeta,
): string[] {
  return registry.modules(renderedComponents(registry, env, page, meta));
}

/**
 * The chunk of the site's share of the brand config (its config, content and strings): the
 * browser entry loads it before hydrating (engine/build/brand-plugin.ts).
 */
export function siteModule(siteId: string): string {
  return `virtual:storefront-site/${siteId}`;
}

/**
 * The chunks of the site's engine strings the page shows, one per bundle (engine/i18n: en-US for
 * a locale the engine lacks).
 */
export function localeModules(
  request: RenderRequest,
  locale: string,
  bundles: readonly StringBundle[],
): string[] {
  const known = request.assets.lazy?.[localeModule(locale, 'shell')] !== undefined;
  return bundles.map((bundle) => localeModule(known ? locale : FALLBACK_LOCALE, bundle));
}

/** The module of one bundle of a locale's engine strings, as the build's manifest names it. */
export function localeModule(locale: string, bundle: StringBundle): string {
  return `engine/i18n/locales/${locale}.json?bundle=${bundle}`;
}

/** The first load's scripts and, beyond them, the given lazy modules' scripts and styles. */
export function preloadsFor(
  request: RenderRequest,
  modules: readonly (string | undefined)[],
): ModuleAssets {
  const lazy = request.assets.lazy ?? {};
  const found = modules.flatMap((module) => (module && lazy[module] ? [lazy[module]] : []));
  const unique = (list: readonly string[]) => [...new Set(list)];
  return {
    scripts: unique([...request.assets.scripts, ...found.flatMap((assets) => assets.scripts)]),
    styles: unique(found.flatMap((assets) => assets.styles)).filter(
      (href) => !request.assets.styles.includes(href),
    ),
  };
}

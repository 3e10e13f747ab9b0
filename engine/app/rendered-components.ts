import type { AppEnv } from '../routing/app-env.ts';
import type { Registry } from '../registry/registry.ts';
import type { PageData } from '../routing/page-data.ts';
import type { RouteMeta } from '../routing/route-meta.ts';

/**
 * The registered names a page renders: its page view, the header and footer it shows, and what
 * the view renders inside itself (a content page's modules, a product page's sections). The
 * server preloads their chunks with the document; the browser loads them before hydrating, so
 * the whole page is live at once (a click on a part still waiting for its chunk was lost).
 */
export function renderedComponents(
  registry: Registry,
  env: AppEnv,
  page: PageData | undefined,
  meta: RouteMeta,
): string[] {
  if (!page) return [];
  const names = [page.view];
  if (!env.webview) {
    if (meta.header !== 'slim') names.push(registry.header().name);
    names.push(registry.footer().name);
  }
  const view = registry.entry(page.view);
  if (view?.renders) names.push(...view.renders(page.props as never, env, registry));
  return names;
}

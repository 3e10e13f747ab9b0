import { queryOptions } from '@tanstack/react-query';
import type { AppEnv } from './app-env.ts';
import { canonicalPath } from './path-rules.ts';

/** The root of a sister site: where the selector links before it knows the same page there. */
export function siteRoot(contextPath: string, trailingSlash: boolean): string {
  return canonicalPath(contextPath || '/', trailingSlash).pathname;
}

/**
 * The site selector's links for one page (issue 4 §4: the same page on every sister site where it
 * has it, else its root), by site id. Each sister site's route table needs its configuration,
 * which the browser loads only when the selector is opened (issue 9); the server computes the
 * first page's links and hands them over with the page (site-switch-links-of.ts, a chunk the
 * browser loads on that first opening after a client navigation).
 */
export function siteSwitchLinks(
  env: Pick<AppEnv, 'site' | 'sites'>,
  pathname: string,
  search: string,
) {
  return queryOptions({
    queryKey: ['storefront', 'site-switch', env.site.id, pathname, search] as const,
    queryFn: () =>
      import('./site-switch-links-of.ts').then((module) =>
        module.switchLinksOf(env, pathname, search),
      ),
    staleTime: Infinity,
  });
}

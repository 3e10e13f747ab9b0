import type { AppEnv } from './app-env.ts';
import { siteSwitchHref } from './site-switch.ts';

/**
 * The site selector's links for one page (issue 4 §4: the same page on every sister site where it
 * has it, else its root), by site id. The server computes them for the page it renders; the
 * browser loads this module (and the route matching of site-switch.ts) only when a selector is
 * opened after a client navigation, so no page's first load carries it (issue 9 budgets).
 */
export async function switchLinksOf(
  env: Pick<AppEnv, 'site' | 'sites'>,
  pathname: string,
  search: string,
): Promise<Readonly<Record<string, string>>> {
  const entries = await Promise.all(
    env.sites.list.map(
      async (target) =>
        [
          target.id,
          siteSwitchHref(env.site, await env.sites.load(target.id), pathname, search),
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as Readonly<Record<string, string>>;
}

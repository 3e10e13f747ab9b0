import { redirect } from 'react-router';
import { callApi } from '../api/index.ts';
import { getPathRedirect } from '../api/calls/catalog.ts';
import type { AppEnv } from './app-env.ts';
import { NOT_FOUND } from './page-data.ts';
import type { PageData } from './page-data.ts';
import { resolveNotFound } from './redirects.ts';

/** The path below the site's context path, as the route table and the redirect lookup see it. */
export function relativePath(request: Request, contextPath: string): string {
  const { pathname } = new URL(request.url);
  const rest =
    contextPath && pathname.startsWith(contextPath) ? pathname.slice(contextPath.length) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

/**
 * A 404 goes through the redirect lookup (shell spec §2.2): force-redirect flag, else the
 * lookup's redirect keeping the query, else a not-found page.
 */
export async function notFound(env: AppEnv, request: Request): Promise<PageData> {
  const url = new URL(request.url);
  const outcome = await resolveNotFound(
    relativePath(request, env.site.contextPath),
    url.search,
    '/',
    async (requestPath) => {
      try {
        return await callApi(env.api, getPathRedirect, { requestPath });
      } catch {
        return undefined;
      }
    },
  );
  if (outcome.kind === 'redirect') throw redirect(outcome.location, outcome.status);
  return NOT_FOUND;
}

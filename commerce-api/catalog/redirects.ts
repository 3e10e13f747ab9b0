import type { SiteRef } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * The redirect for a path that answered 404 (shell spec §2.2: a 404 triggers a redirect lookup).
 * One table serves every site of a brand: the path is tried as sent, then without the site's
 * context path (/en-gb), without a trailing slash and in lower case; a relative target found
 * without the context path gets it back, so a UK shopper stays on the UK site.
 */
export async function findRedirect(
  db: Queryable,
  { brand, site }: SiteRef,
  requestPath: string,
): Promise<{ redirectPath: string; statusCode: number } | undefined> {
  const path = requestPath.split(/[?#]/)[0] ?? requestPath;
  const contextPath = ((site as unknown as { contextPath?: string }).contextPath ?? '').replace(
    /\/$/,
    '',
  );
  const inSite =
    contextPath && (path === contextPath || path.startsWith(`${contextPath}/`))
      ? path.slice(contextPath.length) || '/'
      : undefined;
  const variants = (candidate: string) => {
    const trimmed = candidate.length > 1 ? candidate.replace(/\/+$/, '') : candidate;
    return [candidate, trimmed, trimmed.toLowerCase()];
  };
  const candidates = [...new Set([...variants(path), ...(inSite ? variants(inSite) : [])])];
  const rows = await db.query<{ request_path: string; redirect_path: string; status_code: number }>(
    `SELECT request_path, redirect_path, status_code FROM redirects
     WHERE brand_id = $1 AND request_path = ANY($2::text[])`,
    [brand.id, candidates],
  );
  const best = candidates
    .map((candidate) => rows.find((row) => row.request_path === candidate))
    .find((row) => row !== undefined);
  if (!best) return undefined;
  const viaSite = inSite !== undefined && !variants(path).includes(best.request_path);
  const target =
    viaSite && best.redirect_path.startsWith('/') && !best.redirect_path.startsWith('//')
      ? `${contextPath}${best.redirect_path}`
      : best.redirect_path;
  return { redirectPath: target, statusCode: best.status_code };
}

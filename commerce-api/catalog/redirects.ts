import type { SiteRef } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';
import { redirectTargetProblem } from './redirect-target.ts';

/** Hops one lookup follows: a -> b -> c is answered c; a longer chain is refused as a loop. */
export const MAX_REDIRECT_HOPS = 5;

export type RedirectLookup =
  | { readonly found: true; readonly redirectPath: string; readonly statusCode: number }
  | { readonly found: false; readonly problem?: string };

interface Hop {
  readonly redirectPath: string;
  readonly statusCode: number;
}

/**
 * The redirect for a path that answered 404 (shell spec §2.2: a 404 triggers a redirect lookup),
 * checked before it is issued (issue 10): a target the table holds is followed while it is itself
 * redirected, up to MAX_REDIRECT_HOPS (a -> b -> c answers c), so a loop (a -> b -> a, a -> a)
 * ends here instead of in the shopper's browser; a target that is not a same-site path is never
 * issued. Both answer "not found" with the problem, for the caller to log.
 */
export async function findRedirect(
  db: Queryable,
  ref: SiteRef,
  requestPath: string,
): Promise<RedirectLookup> {
  const seen = [pathOf(requestPath)];
  let hop = await findHop(db, ref, requestPath);
  if (!hop) return { found: false };
  const hops: Hop[] = [hop];
  for (;;) {
    const problem = redirectTargetProblem(hop.redirectPath);
    if (problem) {
      return { found: false, problem: `the target of ${seen.at(-1)} ${problem}` };
    }
    const next = pathOf(hop.redirectPath);
    if (seen.includes(next)) {
      return { found: false, problem: `redirect loop: ${[...seen, next].join(' -> ')}` };
    }
    seen.push(next);
    const following = await findHop(db, ref, hop.redirectPath);
    if (!following) break;
    if (hops.length >= MAX_REDIRECT_HOPS) {
      return {
        found: false,
        problem: `redirect chain longer than ${MAX_REDIRECT_HOPS} hops: ${seen.join(' -> ')}`,
      };
    }
    hops.push(following);
    hop = following;
  }
  // A chain is as permanent as its least permanent hop.
  const temporary = hops.find((entry) => entry.statusCode !== 301 && entry.statusCode !== 308);
  return {
    found: true,
    redirectPath: hop.redirectPath,
    statusCode: (temporary ?? hops[0]!).statusCode,
  };
}

const pathOf = (path: string) => (path.split(/[?#]/)[0] ?? path).replace(/(.)\/+$/, '$1');

/**
 * One row of the table for a path: one table serves every site of a brand, so the path is tried
 * as sent, then without the site's context path (/en-gb), without a trailing slash and in lower
 * case; a relative target found without the context path gets it back, so a UK shopper stays on
 * the UK site.
 */
async function findHop(
  db: Queryable,
  { brand, site }: SiteRef,
  requestPath: string,
): Promise<Hop | undefined> {
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

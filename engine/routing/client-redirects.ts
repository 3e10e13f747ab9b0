import { redirectDocument } from 'react-router';
import { siteForPath } from './path-rules.ts';
import type { SiteRoot } from './path-rules.ts';
import { RedirectTracker } from './redirects.ts';
import type { ResolvedSite } from '../config/types.ts';

/** Paths another system serves (shell spec §2.1 non-content prefixes): never routed here. */
function isForeignPath(relative: string, prefixes: readonly string[]): boolean {
  return prefixes.some(
    (prefix) => relative === prefix.replace(/\/$/, '') || relative.startsWith(prefix),
  );
}

export class RedirectLoopError extends Error {
  constructor(readonly chain: readonly string[]) {
    super(`[storefront:router] Redirect loop: ${chain.join(' -> ')}`);
    this.name = 'RedirectLoopError';
  }
}

/**
 * Client-side redirects of shell spec §2.2, applied to a redirect a loader throws in the browser:
 * - a redirect the client router cannot follow (another origin, another site of the brand, a
 *   path another system serves) becomes a full page load;
 * - every followed redirect is recorded; one that comes back to a path of the chain is a loop,
 *   logged as an error and stopped (the global error message shows instead).
 * Loaders throw site-relative locations; the request URL carries the site's context path. A
 * document reload names an absolute URL, which the router does not prefix with its basename.
 */
export class ClientRedirects {
  constructor(
    /** Every site of the brand (its context path): which site a redirect lands on. */
    private readonly sites: readonly SiteRoot[],
    private readonly site: ResolvedSite,
    private readonly tracker = new RedirectTracker(),
  ) {}

  /** The response to hand to the router: the same redirect, a document reload, or a thrown loop. */
  follow(requestUrl: string, response: Response): Response {
    const location = response.headers.get('Location');
    if (!location) return response;
    const from = new URL(requestUrl);
    const contextPath = this.site.contextPath;
    const relativeTarget = location.startsWith('/') && !location.startsWith('//');
    const target = new URL(relativeTarget ? contextPath + location : location, from);
    if (target.origin !== from.origin) return redirectDocument(target.href, response.status);
    const { site, rest } = siteForPath(this.sites, target.pathname);
    if (site.id !== this.site.id || isForeignPath(rest, this.site.brand.routing.nonContentPrefixes))
      return redirectDocument(target.href, response.status);

    const verdict = this.tracker.record(
      from.pathname + from.search,
      target.pathname + target.search,
    );
    if (verdict === 'loop') {
      const error = new RedirectLoopError(this.tracker.path());
      this.tracker.reset();
      console.error(error.message);
      throw error;
    }
    return response;
  }

  /** A navigation that ended on a page (no redirect) closes the chain. */
  settled(): void {
    this.tracker.reset();
  }
}

import { sameSitePath } from '../domain/return-url.ts';

/**
 * Redirect handling of shell spec §2.2: 404s go through the redirect lookup, client redirects are
 * recorded to catch loops.
 */
export interface RedirectLookupResult {
  readonly redirectPath: string;
  readonly statusCode?: number;
}

export type NotFoundOutcome =
  | { readonly kind: 'redirect'; readonly status: 301 | 302 | 307 | 308; readonly location: string }
  | { readonly kind: 'not-found'; readonly status: 404; readonly message: string };

/** The query flag that forces a 301 to the home context path. */
export const FORCE_REDIRECT_FLAG = 'forceRedirect';

/**
 * A 404: with the force-redirect flag, 301 to the home context path; else the lookup's redirect
 * (301 by default) keeping the query; else a stored 404 with a message.
 */
export async function resolveNotFound(
  relativePath: string,
  search: string,
  homePath: string,
  lookup: (requestPath: string) => Promise<RedirectLookupResult | undefined>,
): Promise<NotFoundOutcome> {
  const query = new URLSearchParams(search);
  if (query.get(FORCE_REDIRECT_FLAG) === '1')
    return { kind: 'redirect', status: 301, location: homePath };
  const found = await lookup(relativePath);
  // The API refuses such rows; a target off the site is still never sent (issue 10, DESIGN §8).
  if (found && sameSitePath(found.redirectPath) === undefined) {
    console.error(
      `[storefront:router] The redirect lookup for ${relativePath} gave a target off the site (${JSON.stringify(found.redirectPath.slice(0, 200))}); answering 404`,
    );
  } else if (found) {
    const status = [301, 302, 307, 308].includes(found.statusCode ?? 301)
      ? ((found.statusCode ?? 301) as 301)
      : 301;
    const keep = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
    return { kind: 'redirect', status, location: found.redirectPath + keep };
  }
  return { kind: 'not-found', status: 404, message: `No page at ${relativePath}` };
}

/**
 * Records client-side redirects in a short window; a destination already seen in the chain is a
 * loop (logged as an error by the caller, which then stops redirecting).
 */
export class RedirectTracker {
  private chain: { path: string; at: number }[] = [];

  constructor(
    private readonly windowMs = 5000,
    private readonly maxHops = 10,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns 'loop' when following from -> to would revisit a path or exceed the hop limit. */
  record(from: string, to: string): 'ok' | 'loop' {
    const at = this.now();
    this.chain = this.chain.filter((entry) => at - entry.at <= this.windowMs);
    if (this.chain.length === 0) this.chain.push({ path: from, at });
    const seen = this.chain.some((entry) => entry.path === to);
    this.chain.push({ path: to, at });
    return seen || this.chain.length > this.maxHops ? 'loop' : 'ok';
  }

  /** The paths of the current chain, oldest first. */
  path(): string[] {
    return this.chain.map((entry) => entry.path);
  }

  reset(): void {
    this.chain = [];
  }
}

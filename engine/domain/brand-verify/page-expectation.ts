/**
 * What a page of the route table must answer when verify renders it server-side (issue 15; shell
 * spec §2.2: a route declares its status and robots): the status, and the robots meta of a page
 * with a body. A noindex page says "noindex"; an indexed page "index"; a not-found page 404 with
 * "noindex"; a guarded page (account, checkout, returns) may answer a guest with its sign-in page
 * (noindex) or a redirect. Pure: the route's facts and the reply in, a problem (or none) out.
 */
export interface RouteFacts {
  /** The route's declared status (404 for not-found routes). */
  readonly status: number;
  readonly noindex: boolean;
  /** Whether a guest may be turned away (guard other than "none"). */
  readonly guarded: boolean;
  /** A redirect route: answers 3xx. */
  readonly redirects: boolean;
}

/**
 * The sample a path was made with: a static path, a real value of the seeded catalogue or the
 * content (a product slug, a category), or a value that names nothing.
 */
export type PageSample = 'static' | 'real' | 'unknown';

export interface PageReplyFacts {
  readonly status: number;
  /** The content of <meta name="robots">, when the body has one. */
  readonly robots?: string;
}

export interface PageExpectation {
  readonly statuses: readonly number[];
  /** The robots the body must say; undefined: any. */
  readonly robots?: 'index' | 'noindex';
}

const REDIRECT = [301, 302, 303, 307, 308];

export function expectedPage(
  route: RouteFacts,
  sample: PageSample,
  /** Whether an unknown value must be not found (routes whose page loads its data on the server). */
  unknownIsNotFound: boolean,
): PageExpectation {
  if (route.redirects) return { statuses: REDIRECT };
  if (route.status === 404) return { statuses: [404], robots: 'noindex' };
  if (sample === 'unknown') {
    if (route.guarded) return { statuses: [200, 404, ...REDIRECT], robots: 'noindex' };
    return unknownIsNotFound
      ? { statuses: [404], robots: 'noindex' }
      : { statuses: [200, 404], ...(route.noindex ? { robots: 'noindex' } : {}) };
  }
  if (route.guarded) return { statuses: [200, ...REDIRECT], robots: 'noindex' };
  return { statuses: [route.status], robots: route.noindex ? 'noindex' : 'index' };
}

/** What is wrong with a reply, or undefined when it is what the route declares. */
export function pageProblem(
  expectation: PageExpectation,
  reply: PageReplyFacts,
): string | undefined {
  if (!expectation.statuses.includes(reply.status)) {
    return `answered ${reply.status}, expected ${expectation.statuses.join(' or ')}`;
  }
  if (REDIRECT.includes(reply.status)) return undefined;
  if (reply.robots === undefined) return 'has no <meta name="robots"> in its server-rendered HTML';
  const noindex = /\bnoindex\b/.test(reply.robots);
  // Any page that is not a 200 must not be indexed, whatever the route says.
  if (reply.status !== 200 && !noindex) {
    return `answered ${reply.status} with robots "${reply.robots}", expected noindex`;
  }
  if (expectation.robots === 'noindex' && !noindex) {
    return `has robots "${reply.robots}", expected noindex`;
  }
  if (expectation.robots === 'index' && noindex) {
    return `has robots "${reply.robots}", expected index`;
  }
  return undefined;
}

/** The robots meta of a server-rendered page. */
export function robotsMeta(html: string): string | undefined {
  return /<meta\s+name="robots"\s+content="([^"]*)"/i.exec(html)?.[1];
}

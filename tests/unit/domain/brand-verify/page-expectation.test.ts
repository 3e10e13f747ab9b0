import { describe, expect, it } from 'vitest';
import {
  expectedPage,
  pageProblem,
  robotsMeta,
} from '../../../../engine/domain/brand-verify/page-expectation.ts';
import type { RouteFacts } from '../../../../engine/domain/brand-verify/page-expectation.ts';

const page: RouteFacts = { status: 200, noindex: false, guarded: false, redirects: false };
const noindexed: RouteFacts = { ...page, noindex: true };
const guarded: RouteFacts = { ...noindexed, guarded: true };
const notFound: RouteFacts = { ...noindexed, status: 404 };

describe('what a rendered route must answer', () => {
  // shell spec §2.2: each route declares its status and robots; not found is 404, noindex.
  it.each([
    ['an indexed page', page, 'static', true, 200, 'index, follow', undefined],
    [
      'an indexed page saying noindex',
      page,
      'static',
      true,
      200,
      'noindex, follow',
      'expected index',
    ],
    ['a noindex page (cart)', noindexed, 'static', true, 200, 'noindex, follow', undefined],
    [
      'a noindex page saying index',
      noindexed,
      'static',
      true,
      200,
      'index, follow',
      'expected noindex',
    ],
    ['a real product', page, 'real', true, 200, 'index, follow', undefined],
    ['an unknown product', page, 'unknown', true, 404, 'noindex, follow', undefined],
    [
      'an unknown product that renders',
      page,
      'unknown',
      true,
      200,
      'index, follow',
      'answered 200, expected 404',
    ],
    ['a 404 saying index', page, 'unknown', false, 404, 'index, follow', 'expected noindex'],
    ['a guarded page for a guest', guarded, 'static', true, 200, 'noindex, follow', undefined],
    ['a guarded page redirecting', guarded, 'static', true, 302, undefined, undefined],
    ['a not-found route', notFound, 'unknown', true, 404, 'noindex, follow', undefined],
    [
      'a server error',
      page,
      'static',
      true,
      500,
      'noindex, nofollow',
      'answered 500, expected 200',
    ],
    [
      'a page without robots meta',
      page,
      'static',
      true,
      200,
      undefined,
      'has no <meta name="robots">',
    ],
  ] as const)('%s', (_name, route, sample, lookup, status, robots, problem) => {
    const found = pageProblem(expectedPage(route, sample, lookup), {
      status,
      ...(robots === undefined ? {} : { robots }),
    });
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });

  it('expects a redirect route to redirect', () => {
    const expectation = expectedPage({ ...guarded, redirects: true }, 'static', false);
    expect(pageProblem(expectation, { status: 301 })).toBeUndefined();
    expect(pageProblem(expectation, { status: 200, robots: 'noindex' })).toContain('answered 200');
  });

  it('reads the robots meta of server-rendered HTML', () => {
    expect(robotsMeta('<head><meta name="robots" content="noindex, follow"></head>')).toBe(
      'noindex, follow',
    );
    expect(robotsMeta('<head></head>')).toBeUndefined();
  });
});

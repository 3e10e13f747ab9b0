import type { ResolvedSite } from '../../../engine/config/types.ts';
import {
  expectedPage,
  pageProblem,
  robotsMeta,
} from '../../../engine/domain/brand-verify/page-expectation.ts';
import type { PageSample } from '../../../engine/domain/brand-verify/page-expectation.ts';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import { canonicalPath } from '../../../engine/routing/path-rules.ts';
import { buildRouteTable } from '../../../engine/routing/route-table.ts';
import type { RouteDefinition } from '../../../engine/routing/route-table.ts';
import { inBatches } from './check.ts';
import type { CheckContext, CheckOutcome } from './check.ts';
import type { VerifyStore } from './verify-store.ts';

/** A value no catalogue, content page or order has. */
const UNKNOWN = 'verify-no-such-page';

/**
 * Route kinds whose page looks its value up on the server, so an unknown value is a 404 there
 * (a shared wishlist or an account order is looked up by the browser or behind a guard).
 */
const SERVER_LOOKUP = new Set([
  'product',
  'landing',
  'shop-by-brand',
  'shop-by-seller',
  'help',
  'stores',
  'registry',
]);

/**
 * Static routes served by a content page the brand may have on some sites only (/stylist: the
 * content page 'stylist', shell spec §2.1): 200 where it has it, else a 404 (not indexed).
 */
const CONTENT_BACKED = new Set(['stylist']);

interface PagePlan {
  readonly route: RouteDefinition;
  readonly path: string;
  readonly sample: PageSample;
}

/** The pages of a route: its static path, or a real and an unknown value of its parameter. */
function plansOf(
  route: RouteDefinition,
  samples: { productSlug: string; categorySlug: string },
): { path: string; sample: PageSample }[] {
  if (route.path === '*') return [{ path: `/${UNKNOWN}/${UNKNOWN}`, sample: 'unknown' }];
  if (route.path.endsWith('/*'))
    return [{ path: route.path.replace(/\*$/, UNKNOWN), sample: 'unknown' }];
  if (!route.path.includes(':')) return [{ path: route.path, sample: 'static' }];
  const unknown = { path: route.path.replace(/:[A-Za-z]+/g, UNKNOWN), sample: 'unknown' as const };
  const real =
    route.name === 'product'
      ? samples.productSlug
      : route.name === 'content'
        ? samples.categorySlug
        : undefined;
  return real
    ? [{ path: route.path.replace(/:[A-Za-z]+/, real), sample: 'real' }, unknown]
    : [unknown];
}

export function sitePath(site: ResolvedSite, path: string): string {
  const joined = `${site.contextPath}${path === '/' ? '' : path}` || '/';
  return canonicalPath(joined, site.brand.routing.trailingSlash).pathname;
}

async function checkSite(
  store: VerifyStore,
  site: ResolvedSite,
): Promise<{ pages: number; failures: CheckFailure[] }> {
  const samples = await store.samples();
  const plans: PagePlan[] = buildRouteTable(site).flatMap((route) =>
    plansOf(route, samples).map((plan) => ({
      route,
      path: sitePath(site, plan.path),
      sample: plan.sample,
    })),
  );
  const failures = await inBatches(plans, 3, async (plan) => {
    const url = store.origin + plan.path;
    const { meta } = plan.route;
    const optional = CONTENT_BACKED.has(meta.kind ?? '') && plan.sample === 'static';
    const expectation = optional
      ? { statuses: [200, 404] }
      : expectedPage(
          {
            status: meta.status,
            noindex: meta.noindex,
            guarded: meta.guard !== 'none',
            redirects: plan.route.redirectTo !== undefined,
          },
          plan.sample,
          SERVER_LOOKUP.has(meta.kind ?? ''),
        );
    try {
      const reply = await store.get(plan.path);
      const robots = robotsMeta(reply.body);
      const problem = pageProblem(expectation, {
        status: reply.status,
        ...(robots === undefined ? {} : { robots }),
      });
      return problem ? [{ message: `${site.id} route ${plan.route.name}: ${problem}`, url }] : [];
    } catch (error) {
      return [{ message: `${site.id} route ${plan.route.name}: ${(error as Error).message}`, url }];
    }
  });
  return { pages: plans.length, failures: failures.flat() };
}

/**
 * Every route of every site of the brand, rendered by the server: the status and the robots
 * meta its route declares; a real product and category render, an unknown one is a 404.
 */
export async function routesCheck(context: CheckContext): Promise<CheckOutcome> {
  const store = context.store!;
  const sites = Object.values(context.brand.sites);
  let pages = 0;
  const failures: CheckFailure[] = [];
  for (const site of sites) {
    const result = await checkSite(store, site);
    pages += result.pages;
    failures.push(...result.failures);
  }
  return { failures, summary: `${pages} pages on ${sites.length} site(s)` };
}

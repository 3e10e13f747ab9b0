import { anchorHrefs, ownPageLinks } from '../../../engine/domain/brand-verify/own-links.ts';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import { inBatches } from './check.ts';
import type { CheckContext, CheckOutcome } from './check.ts';
import { sitePath } from './routes-check.ts';

/**
 * Links between the brand's own pages resolve: the home page of each site, server-rendered (its
 * navigation, footer and content), and every page of the brand it links to, none a 404 or an error.
 */
export async function linksCheck(context: CheckContext): Promise<CheckOutcome> {
  const store = context.store!;
  const failures: CheckFailure[] = [];
  const checked = new Map<string, number | string>();
  const sites = Object.values(context.brand.sites);
  for (const site of sites) {
    const homePath = sitePath(site, '/');
    const home = await store.get(homePath);
    const homeUrl = store.origin + homePath;
    if (home.status !== 200) {
      failures.push({ message: `${site.id} home page answered ${home.status}`, url: homeUrl });
      continue;
    }
    const links = ownPageLinks(anchorHrefs(home.body), homeUrl);
    const fresh = links.filter((path) => !checked.has(path));
    await inBatches(fresh, 3, async (path) => {
      try {
        checked.set(path, (await store.get(path)).status);
      } catch (error) {
        checked.set(path, (error as Error).message);
      }
    });
    for (const path of links) {
      const status = checked.get(path)!;
      if (typeof status === 'number' && status < 400) continue;
      failures.push({
        message: `${site.id} home page links to ${path}, which answers ${status}`,
        url: store.origin + path,
      });
    }
  }
  return {
    failures,
    summary: `${checked.size} linked page(s) from the home pages of ${sites.length} site(s)`,
  };
}

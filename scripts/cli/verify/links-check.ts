import { join, relative } from 'node:path';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { navigationLinks } from '../../../engine/domain/brand-verify/navigation-links.ts';
import { anchorHrefs, ownPageLinks } from '../../../engine/domain/brand-verify/own-links.ts';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import type { NavItemLike } from '../../../engine/domain/header/navigation.ts';
import { inBatches } from './check.ts';
import type { CheckContext, CheckOutcome } from './check.ts';
import { sitePath } from './routes-check.ts';

/**
 * Links between the brand's own pages resolve: every link of each site's server-rendered home
 * page (its navigation bar, footer and content) and every item of the navigation config at every
 * depth (the menus the bar opens), none a 404 or an error. A navigation item is named by its file
 * and JSON pointer, a link of the page by its URL.
 */
export async function linksCheck(context: CheckContext): Promise<CheckOutcome> {
  const store = context.store!;
  const { brand } = context;
  const navigationFile = relative(
    REPO_ROOT,
    join(context.brandsDir, brand.id, 'content/navigation.json'),
  );
  const items = brand.content.navigation.items as unknown as readonly NavItemLike[];
  const failures: CheckFailure[] = [];
  const status = new Map<string, number | string>();
  const fetchAll = (paths: readonly string[]) =>
    inBatches(
      paths.filter((path) => !status.has(path)),
      3,
      async (path) => {
        status.set(path, 'pending');
        try {
          status.set(path, (await store.get(path)).status);
        } catch (error) {
          status.set(path, (error as Error).message);
        }
      },
    );
  const broken = (path: string) => {
    const found = status.get(path);
    return typeof found === 'number' && found < 400 ? undefined : found;
  };
  const sites = Object.values(brand.sites);
  for (const site of sites) {
    const homePath = sitePath(site, '/');
    const home = await store.get(homePath);
    const homeUrl = store.origin + homePath;
    if (home.status !== 200) {
      failures.push({ message: `${site.id} home page answered ${home.status}`, url: homeUrl });
      continue;
    }
    const pageLinks = ownPageLinks(anchorHrefs(home.body), homeUrl);
    const navLinks = navigationLinks(items, site.id).map((link) => ({
      ...link,
      path: sitePath(site, link.path),
    }));
    await fetchAll([...pageLinks, ...navLinks.map((link) => link.path)]);
    const reported = new Set<string>();
    for (const link of navLinks) {
      const answer = broken(link.path);
      if (answer === undefined) continue;
      reported.add(link.path);
      failures.push({
        message: `${site.id} navigation item ${link.itemId} links to ${link.path}, which answers ${answer}`,
        file: navigationFile,
        pointer: link.pointer,
        url: store.origin + link.path,
      });
    }
    for (const path of pageLinks) {
      const answer = broken(path);
      if (answer === undefined || reported.has(path)) continue;
      failures.push({
        message: `${site.id} home page links to ${path}, which answers ${answer}`,
        url: store.origin + path,
      });
    }
  }
  return {
    failures,
    summary: `${status.size} page(s) linked from the navigation and the home pages of ${sites.length} site(s)`,
  };
}

import * as chromeLauncher from 'chrome-launcher';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import { lighthouseOverruns } from '../../../engine/server/lighthouse-budgets.ts';
import { CHROMIUM_PATH } from './chromium.ts';
import { figuresOf, LIGHTHOUSE_CHROME_FLAGS } from '../../lib/lighthouse-figures.ts';
import { measurePage } from '../../lib/lighthouse-run.ts';
import type { CheckContext, CheckOutcome } from './check.ts';
import { sitePath } from './routes-check.ts';

/**
 * Lighthouse (mobile preset) on the home, a listing and a product page of the brand's default
 * site, against brand.json budgets.lighthouse, as `npm run bench:lighthouse` measures them (each
 * page visited once first: scripts/lib/lighthouse-run.ts).
 */
export async function lighthouseCheck(context: CheckContext): Promise<CheckOutcome> {
  const store = context.store!;
  const { brand } = context;
  const site = brand.sites[brand.settings.defaultSite] ?? Object.values(brand.sites)[0]!;
  const samples = await store.samples();
  const pages: [string, string][] = [
    ['home', '/'],
    ['listing', `/${samples.categorySlug}`],
    ['product', `/shop/${samples.productSlug}`],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
  });
  const failures: CheckFailure[] = [];
  const figures: string[] = [];
  try {
    for (const [kind, path] of pages) {
      const url = store.origin + sitePath(site, path);
      const lhr = await measurePage(url, chrome.port);
      if (!lhr) {
        failures.push({ message: `${kind} page: Lighthouse returned nothing`, url });
        continue;
      }
      const found = figuresOf(lhr);
      figures.push(
        `${kind} ${found.performance}/${found.accessibility}/${found.bestPractices}/${found.seo} LCP ${found.lcpMs} ms TBT ${found.tbtMs} ms CLS ${found.cls}`,
      );
      const over = lighthouseOverruns(brand.settings.budgets.lighthouse, found);
      if (over.length > 0) {
        failures.push({
          message: `${kind} page over its Lighthouse budgets: ${over.join('; ')}`,
          url,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return { failures, summary: `perf/a11y/bp/seo: ${figures.join('; ')}` };
}

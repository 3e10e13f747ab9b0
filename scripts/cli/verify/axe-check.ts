import { AxeBuilder } from '@axe-core/playwright';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import type { CheckContext, CheckOutcome } from './check.ts';
import { sitePath } from './routes-check.ts';

/** Waits until React has hydrated the page (its fiber on the shell's root element). */
const HYDRATED = () => {
  const probe = document.querySelector('#root > .sf-app');
  return !!probe && Object.keys(probe).some((key) => key.startsWith('__reactFiber'));
};

/**
 * axe in Debian's Chromium on each page type of the brand's default site, hydrated, as a shopper
 * who has closed the email sign-up: no serious or critical violation.
 */
export async function axeCheck(context: CheckContext): Promise<CheckOutcome> {
  const store = context.store!;
  const { brand } = context;
  const site = brand.sites[brand.settings.defaultSite] ?? Object.values(brand.sites)[0]!;
  const samples = await store.samples();
  const pages: [string, string][] = [
    ['home', '/'],
    ['listing', `/${samples.categorySlug}`],
    ['product', `/shop/${samples.productSlug}`],
    ['cart', '/cart'],
    ['search', '/search'],
    ['login', '/login'],
    [
      'stores',
      brand.settings.routing.storeLocatorPath === '/store-locations'
        ? '/store-locations'
        : '/stores',
    ],
    ['not found', '/verify-no-such-page'],
  ];
  const browser = await context.browser!();
  const browserContext = await browser.newContext();
  await browserContext.addCookies([{ name: 'sf_email_bypass', value: 'true', url: store.origin }]);
  const failures: CheckFailure[] = [];
  try {
    for (const [kind, path] of pages) {
      const url = store.origin + sitePath(site, path);
      const page = await browserContext.newPage();
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
        await page.waitForFunction(HYDRATED, undefined, { timeout: 20_000 });
        const results = await new AxeBuilder({ page }).analyze();
        if (results.passes.length === 0) {
          failures.push({ message: `${kind} page: axe checked nothing (a blank page?)`, url });
        }
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ');
          failures.push({
            message: `${kind} page: ${violation.impact} ${violation.id}: ${violation.help} (${targets})`,
            url,
          });
        }
      } catch (error) {
        failures.push({ message: `${kind} page: ${(error as Error).message.split('\n')[0]}`, url });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browserContext.close();
  }
  return { failures, summary: `${pages.length} page types on ${site.id}` };
}

import type { Result } from 'lighthouse';
import type { LighthouseFigures } from '../../engine/server/lighthouse-budgets.ts';

/** The figures a Lighthouse result is budgeted on (brand.json budgets.lighthouse). */
export function figuresOf(lhr: Result): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
  };
}

/** Chromium's flags for Lighthouse: headless, no sandbox (containers), nothing in the background. */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

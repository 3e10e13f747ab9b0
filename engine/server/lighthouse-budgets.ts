import type { ResolvedBrand } from '../config/types.ts';

/** One Lighthouse run's figures (mobile preset): scores 0-100, metrics in ms (CLS unitless). */
export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

type Budgets = ResolvedBrand['settings']['budgets']['lighthouse'];

/**
 * What a page misses of its brand's Lighthouse budgets (schemas/budgets.schema.json): scores are
 * least values, metrics greatest ones. Empty when the page is within every budget.
 */
export function lighthouseOverruns(budgets: Budgets, figures: LighthouseFigures): string[] {
  const least = (name: string, value: number, budget: number) =>
    value < budget ? [`${name} ${value} < ${budget}`] : [];
  const most = (name: string, value: number, budget: number, unit = '') =>
    value > budget ? [`${name} ${value}${unit} > ${budget}${unit}`] : [];
  return [
    ...least('performance', figures.performance, budgets.performance),
    ...least('accessibility', figures.accessibility, budgets.accessibility),
    ...least('best practices', figures.bestPractices, budgets.bestPractices),
    ...least('SEO', figures.seo, budgets.seo),
    ...most('LCP', figures.lcpMs, budgets.lcpMs, ' ms'),
    ...most('TBT', figures.tbtMs, budgets.tbtMs, ' ms'),
    ...most('CLS', figures.cls, budgets.cls),
  ];
}

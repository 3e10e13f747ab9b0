import { join, relative } from 'node:path';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { clientDir } from '../../../engine/server/ssr-entry.ts';
import { routeBudgetReport, routeBudgets } from '../../../engine/server/route-budgets.ts';
import type { CheckContext, CheckOutcome } from './check.ts';

/** First-load JavaScript per route kind within the brand's budgets: the build's own report. */
export function budgetCheck(context: CheckContext): CheckOutcome {
  const { brand } = context;
  const rows = routeBudgets(brand, clientDir(context.distDir, brand.id));
  const file = relative(REPO_ROOT, join(context.brandsDir, brand.id, 'brand.json'));
  const advice = routeBudgetReport(brand, rows).at(-1) ?? '';
  return {
    failures: rows
      .filter((row) => row.over)
      .map((row) => ({
        message: `${row.route} pages load ${(row.gzip / 1024).toFixed(1)} kB gzip of JavaScript, over the budget of ${row.budgetKb} kB. ${advice.trim()}`,
        file,
        pointer: `/budgets/firstLoadJsKb/${row.route}`,
      })),
    summary: rows
      .map((row) => `${row.route} ${(row.gzip / 1024).toFixed(1)}/${row.budgetKb} kB`)
      .join(', '),
  };
}

import type { BrandDocuments } from './load-documents.ts';
import type { ProblemList } from './located.ts';
import type { SchemaSet } from './schema-set.ts';

/** Scores a brand may only lower with a reason; other budgets are maxima it may only raise with one. */
const LEAST = new Set(['performance', 'accessibility', 'bestPractices', 'seo']);

/**
 * A brand may tighten the engine's budgets (schemas/budgets.schema.json) but loosen one only with
 * a written reason (issue 9: "a raise of a budget needs a written reason in the config").
 */
export function checkBudgets(
  documents: BrandDocuments,
  schemas: SchemaSet,
  problems: ProblemList,
): void {
  const brand = documents.brand;
  const budgets = brand?.value.budgets;
  if (!brand || !budgets || budgets.raisedBecause) return;
  for (const group of ['firstLoadJsKb', 'lighthouse'] as const) {
    for (const [name, value] of Object.entries(budgets[group] ?? {})) {
      const fallback = schemas.defaultOf('budgets.schema.json', group, name);
      if (typeof value !== 'number' || typeof fallback !== 'number') continue;
      const looser = LEAST.has(name) ? value < fallback : value > fallback;
      if (!looser) continue;
      problems.add(brand.document, {
        code: 'budgets.raise-without-reason',
        pointer: `/budgets/${group}/${name}`,
        message: `is looser than the engine's budget of ${fallback}; say why in budgets.raisedBecause, or keep it at ${fallback} or tighter`,
        found: JSON.stringify(value),
      });
    }
  }
}

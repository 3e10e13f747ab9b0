import { validateBrands } from '../../../engine/app/brands.ts';
import type { ConfigProblem } from '../../../engine/config/problem.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import type { CheckOutcome } from './check.ts';

/** A problem of the components a config names: an unknown name, a replacement, or their props. */
function isComponentProblem(problem: ConfigProblem): boolean {
  return (
    problem.code.startsWith('components.') ||
    problem.code === 'content.unknown-component' ||
    /\/(component|props)(\/|$)/.test(problem.pointer)
  );
}

function failureOf(problem: ConfigProblem): CheckFailure {
  const found = problem.found === undefined ? '' : ` (found ${problem.found})`;
  const suggestion = problem.suggestion ? `. ${problem.suggestion}` : '';
  return {
    message: `${problem.message}${found}${suggestion}`,
    file: problem.file,
    line: problem.line,
    column: problem.column,
    pointer: problem.pointer,
  };
}

export interface ConfigOutcome {
  readonly config: CheckOutcome;
  readonly components: CheckOutcome;
  /** The brand validated and resolved; undefined when it has a problem. */
  readonly resolved?: ResolvedBrand;
}

/**
 * The validate command's pass (schemas, cross-document rules, the registry's component and props
 * rules), its problems split in two checks: the components the config names, and the rest.
 */
export function configCheck(brandId: string, brandsDir: string | undefined): ConfigOutcome {
  const report = validateBrands({ brands: [brandId], ...(brandsDir ? { brandsDir } : {}) });
  const problems = [...report.general, ...report.brands.flatMap((brand) => brand.problems)];
  const components = problems.filter(isComponentProblem);
  const others = problems.filter((problem) => !isComponentProblem(problem));
  const brand = report.brands[0];
  return {
    config: {
      failures: others.map(failureOf),
      summary: `${brand?.siteCount ?? 0} site(s) against schemas/ and the cross-document rules`,
    },
    components: {
      failures: components.map(failureOf),
      summary: 'every component name registered, its props valid',
    },
    ...(brand?.resolved ? { resolved: brand.resolved } : {}),
  };
}

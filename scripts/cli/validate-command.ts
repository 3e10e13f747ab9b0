import pc from 'picocolors';
import { formatProblem } from '../../engine/config/problem.ts';
import type { ConfigProblem } from '../../engine/config/problem.ts';
import { validateBrands } from '../../engine/app/brands.ts';
import type { ValidationReport } from '../../engine/config/validate.ts';

export interface ValidateCommandOptions {
  readonly json: boolean;
  readonly brandsDir?: string;
  readonly root?: string;
  readonly engineLocalesDir?: string;
  readonly write?: (text: string) => void;
}

/** `storefront validate [brand...]`: every problem of every named brand; exit code 1 on any. */
export function validateCommand(
  brands: readonly string[],
  options: ValidateCommandOptions,
): number {
  const write = options.write ?? ((text: string) => process.stdout.write(text + '\n'));
  const report = validateBrands({
    brands,
    brandsDir: options.brandsDir,
    root: options.root,
    engineLocalesDir: options.engineLocalesDir,
  });
  write(options.json ? JSON.stringify(toJson(report), null, 2) : toText(report));
  return report.problemCount === 0 ? 0 : 1;
}

function toJson(report: ValidationReport): unknown {
  return {
    ok: report.problemCount === 0,
    problemCount: report.problemCount,
    brands: report.brands.map((brand) => ({
      id: brand.id,
      ok: brand.problems.length === 0,
      sites: brand.siteCount,
      problems: brand.problems,
    })),
    general: report.general,
  };
}

function toText(report: ValidationReport): string {
  const lines: string[] = [];
  const list = (problems: readonly ConfigProblem[]): void => {
    for (const problem of problems) lines.push('  ' + formatProblem(problem));
  };
  if (report.general.length > 0) {
    lines.push(pc.red(`✖ ${report.general.length} problem(s) outside the brand folders`));
    list(report.general);
  }
  for (const brand of report.brands) {
    if (brand.problems.length === 0) {
      lines.push(`${pc.green('✔')} ${brand.id}  ${brand.siteCount} site(s) valid`);
    } else {
      lines.push(pc.red(`✖ ${brand.id}  ${brand.problems.length} problem(s)`));
      list(brand.problems);
    }
  }
  const bad = report.brands.filter((brand) => brand.problems.length > 0).length;
  lines.push('');
  if (report.problemCount === 0) {
    lines.push(pc.green(`All ${report.brands.length} brand(s) valid.`));
  } else {
    lines.push(
      pc.red(
        `${report.problemCount} problem(s) in ${bad} of ${report.brands.length} brand(s). ` +
          'Each line gives file:line:column, the JSON pointer, what is expected and what was found. ' +
          'Fix them in those files and run `npx storefront validate` again.',
      ),
    );
  }
  return lines.join('\n');
}

import pc from 'picocolors';
import { failureWhere, shownFailures } from '../../../engine/domain/brand-verify/verify-report.ts';
import type {
  CheckResult,
  VerifyReport,
} from '../../../engine/domain/brand-verify/verify-report.ts';

/** The text of `storefront verify`: a progress line per check, and the report naming failures. */
export function progressLine(brand: string, result: CheckResult): string {
  const mark =
    result.status === 'passed'
      ? pc.green('✔')
      : result.status === 'failed'
        ? pc.red('✖')
        : pc.yellow('-');
  const detail =
    result.status === 'skipped'
      ? `skipped: ${result.reason}`
      : result.status === 'failed'
        ? `${result.failures.length} failure(s)${result.summary ? `; ${result.summary}` : ''}`
        : result.summary;
  const time = result.status === 'skipped' ? '' : pc.dim(`  ${(result.ms / 1000).toFixed(1)} s`);
  return `${mark} ${brand}  ${result.id.padEnd(10)} ${detail}${time}`;
}

const FAILURES_SHOWN = 25;

export function textReport(report: VerifyReport, seconds: number): string {
  const lines: string[] = [''];
  for (const brand of report.brands) {
    const failed = brand.checks.filter((check) => check.status === 'failed');
    const passed = brand.checks.filter((check) => check.status === 'passed').length;
    const skipped = brand.checks.filter((check) => check.status === 'skipped').length;
    lines.push(
      brand.ok
        ? pc.green(
            `✔ ${brand.brand}: ${passed} check(s) passed${skipped ? `, ${skipped} skipped` : ''}`,
          )
        : pc.red(
            pc.bold(
              `✖ ${brand.brand}: ${failed.length} check(s) failed, ${passed} passed${skipped ? `, ${skipped} skipped` : ''}`,
            ),
          ),
    );
    for (const check of failed) {
      lines.push(pc.red(`  ✖ ${check.id}: ${check.title}`));
      const { shown, hidden } = shownFailures(check.failures, FAILURES_SHOWN);
      for (const failure of shown) {
        const where = failureWhere(failure);
        lines.push(`    ${where ? `${where}  ` : ''}${failure.message}`);
      }
      if (hidden > 0) lines.push(`    ... and ${hidden} more (--json lists them all)`);
    }
  }
  lines.push('');
  lines.push(
    report.ok
      ? pc.green(`All ${report.brands.length} brand(s) verified in ${seconds.toFixed(0)} s.`)
      : pc.red(
          `${report.failureCount} failure(s). Fix each where it is named (config file and JSON pointer, or the page's URL), then run npx storefront verify again.`,
        ),
  );
  return lines.join('\n');
}

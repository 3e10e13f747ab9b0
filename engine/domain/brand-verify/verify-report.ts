/**
 * The report of `storefront verify` (issue 15): one result per check, each failure located where
 * a person fixes it, a config file with its line and JSON pointer, or the URL of a page.
 */
export type CheckStatus = 'passed' | 'failed' | 'skipped';

export interface FailureLocation {
  /** A config file, relative to the repository (or the configs root's parent). */
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  /** JSON pointer inside `file` ("" is the whole document). */
  readonly pointer?: string;
  /** The page that failed. */
  readonly url?: string;
}

export interface CheckFailure extends FailureLocation {
  readonly message: string;
}

export interface CheckResult {
  /** Stable machine-readable id, e.g. "routes". */
  readonly id: string;
  readonly title: string;
  readonly status: CheckStatus;
  readonly failures: readonly CheckFailure[];
  /** What was looked at, e.g. "412 pages on 7 sites". */
  readonly summary: string;
  /** Why a skipped check did not run. */
  readonly reason?: string;
  readonly ms: number;
}

export interface BrandVerification {
  readonly brand: string;
  readonly ok: boolean;
  readonly checks: readonly CheckResult[];
}

export interface VerifyReport {
  readonly ok: boolean;
  readonly brands: readonly BrandVerification[];
  readonly failureCount: number;
}

/** A check's result from its failures: failed when any, passed otherwise. */
export function checkResult(
  id: string,
  title: string,
  failures: readonly CheckFailure[],
  summary: string,
  ms: number,
): CheckResult {
  return { id, title, status: failures.length > 0 ? 'failed' : 'passed', failures, summary, ms };
}

export function skippedCheck(id: string, title: string, reason: string): CheckResult {
  return { id, title, status: 'skipped', failures: [], summary: '', reason, ms: 0 };
}

/**
 * A brand passes when no check failed. A skipped check fails nothing by itself: verify skips a
 * check only when asked to (--skip-lighthouse, --only) or when an earlier failure already fails
 * the brand (nothing to build from an invalid config).
 */
export function brandVerification(
  brand: string,
  checks: readonly CheckResult[],
): BrandVerification {
  return { brand, ok: checks.every((check) => check.status !== 'failed'), checks };
}

export function verifyReport(brands: readonly BrandVerification[]): VerifyReport {
  return {
    ok: brands.length > 0 && brands.every((brand) => brand.ok),
    brands,
    failureCount: brands.reduce(
      (sum, brand) => sum + brand.checks.reduce((count, check) => count + check.failures.length, 0),
      0,
    ),
  };
}

/** Exit code 1 on any failure (or when no brand was verified), 0 when every check passed. */
export function verifyExitCode(report: VerifyReport): 0 | 1 {
  return report.ok ? 0 : 1;
}

/** `file:line:column  /pointer`, or the URL: where the failure is, for the human report. */
export function failureWhere(failure: FailureLocation): string {
  const parts: string[] = [];
  if (failure.file !== undefined) {
    const position =
      failure.line === undefined
        ? ''
        : `:${failure.line}${failure.column === undefined ? '' : `:${failure.column}`}`;
    parts.push(failure.file + position);
    if (failure.pointer !== undefined)
      parts.push(failure.pointer === '' ? '(document)' : failure.pointer);
  }
  if (failure.url !== undefined) parts.push(failure.url);
  return parts.join('  ');
}

/** At most `limit` failures shown per check; the rest counted (the JSON report has them all). */
export function shownFailures(
  failures: readonly CheckFailure[],
  limit: number,
): { shown: readonly CheckFailure[]; hidden: number } {
  return { shown: failures.slice(0, limit), hidden: Math.max(0, failures.length - limit) };
}

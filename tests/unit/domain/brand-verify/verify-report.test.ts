import { describe, expect, it } from 'vitest';
import {
  brandVerification,
  checkResult,
  failureWhere,
  shownFailures,
  skippedCheck,
  verifyExitCode,
  verifyReport,
} from '../../../../engine/domain/brand-verify/verify-report.ts';

describe('the verify report', () => {
  // issue 15 Deliver (verify): a report naming what failed and where, exit code 1 on any failure.
  it('passes a brand whose checks passed or were skipped, exit code 0', () => {
    const brand = brandVerification('anthropologie', [
      checkResult('config', 'configuration valid', [], '7 sites', 10),
      skippedCheck('lighthouse', 'Lighthouse', '--skip-lighthouse'),
    ]);
    const report = verifyReport([brand]);
    expect(report).toMatchObject({ ok: true, failureCount: 0 });
    expect(verifyExitCode(report)).toBe(0);
  });

  it('fails on any failed check, counting every failure, exit code 1', () => {
    const report = verifyReport([
      brandVerification('a', [checkResult('routes', 'routes', [], '', 1)]),
      brandVerification('b', [
        checkResult('strings', 'strings', [{ message: 'x' }, { message: 'y' }], '', 1),
      ]),
    ]);
    expect(report.ok).toBe(false);
    expect(report.failureCount).toBe(2);
    expect(report.brands.map((brand) => brand.ok)).toEqual([true, false]);
    expect(verifyExitCode(report)).toBe(1);
  });

  it('fails when no brand was verified', () => {
    expect(verifyExitCode(verifyReport([]))).toBe(1);
  });

  it.each([
    [
      {
        file: 'brand-configs/a/content/pages.json',
        line: 31,
        column: 9,
        pointer: '/pages/0/props',
      },
      'brand-configs/a/content/pages.json:31:9  /pages/0/props',
    ],
    [
      { file: 'brand-configs/a/locales/de-DE.json', pointer: '' },
      'brand-configs/a/locales/de-DE.json  (document)',
    ],
    [{ url: 'http://a.localhost:1/x' }, 'http://a.localhost:1/x'],
    [{}, ''],
  ])('locates %j as %j', (failure, where) => {
    expect(failureWhere(failure)).toBe(where);
  });

  it('shows the first failures and counts the rest', () => {
    const failures = Array.from({ length: 5 }, (_, index) => ({ message: String(index) }));
    expect(shownFailures(failures, 3)).toEqual({ shown: failures.slice(0, 3), hidden: 2 });
  });
});

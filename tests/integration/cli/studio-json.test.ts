import { describe, expect, it } from 'vitest';
import type { StudioReport } from '../../../scripts/cli/studio-command.ts';
import { spawnCli } from './spawn-cli.ts';

/**
 * `storefront studio --json` (issue 15: every command has --json): a refusal is one JSON line on
 * stdout with what is wrong and what to do, exit code 2. The line once it serves is checked by
 * tests/e2e/studio.e2e.test.ts, which starts the studio that way.
 */
describe('storefront studio --json', () => {
  it.each([
    [['studio', 'no-such-brand', '--json'], /No brand folder no-such-brand in /, /brand-configs/],
    [
      ['studio', 'anthropologie', '--port', 'eighty', '--json'],
      /--port must be a whole number/,
      /free port/,
    ],
  ])('%j is refused as one JSON line', async (args, problem, nextStep) => {
    const cli = spawnCli(args);
    expect(await cli.exited).toBe(2);
    const report = JSON.parse(cli.stdout().trim()) as StudioReport;
    expect(report.event).toBe('error');
    if (report.event !== 'error') return;
    expect(report.problem).toMatch(problem);
    expect(report.nextStep).toMatch(nextStep);
  });
});

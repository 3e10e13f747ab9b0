import { afterAll, describe, expect, it } from 'vitest';
import type { ApiReport } from '../../../scripts/cli/api-command.ts';
import { spawnCli } from './spawn-cli.ts';

/**
 * `storefront api --json` (issue 15: every command has --json): once listening, stdout holds one
 * JSON line a machine can wait for (the address it really bound, port 0 included); the rest of
 * the output goes to stderr.
 */
const api = spawnCli(['api', '--port', '0', '--json'], {
  // In memory: the seed is the slow part, and no file needs to outlive the test.
  STOREFRONT_DATA_DIR: 'memory',
  DATABASE_URL: undefined,
});

afterAll(async () => {
  await api.stop();
});

describe('storefront api --json (issue 15)', () => {
  it('prints one listening line with the bound URL and database, and the URL serves the API', async () => {
    await api.waitFor(/"event":"listening".*\n/);
    const lines = api.stdout().trim().split('\n');
    expect(lines).toHaveLength(1);
    const report = JSON.parse(lines[0]!) as ApiReport;
    expect(report).toMatchObject({ event: 'listening', workers: [] });
    expect(report.database).toBe('PGlite at memory');
    expect(report.url).toMatch(/^http:\/\/127\.0\.0\.1:(?!0$)\d+$/);
    const answer = await fetch(`${report.url}/catalog/v1/an-us/pools/US_DIRECT/products?slug=nope`);
    expect(answer.headers.get('content-type')).toContain('application/json');
  }, 240_000);
});

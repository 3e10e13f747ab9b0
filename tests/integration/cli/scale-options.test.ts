import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCommand } from '../../../scripts/cli/api-command.ts';
import { startCommand } from '../../../scripts/cli/start-command.ts';
import { parseWorkers } from '../../../scripts/lib/workers.ts';

/**
 * Issue 9 item 6: the ways to run are checked before anything is built, opened or forked. More
 * than one worker needs PostgreSQL (the embedded PGlite belongs to one process); a storefront tier
 * in front of a remote API needs no database at all.
 */
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
});
afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
});

function collect() {
  const lines: string[] = [];
  return { lines, write: (text: string) => lines.push(text), text: () => lines.join('\n') };
}

describe('storefront start / api --workers (issue 9 item 6)', () => {
  it('start --workers 2 without DATABASE_URL exits 1 saying to set it', async () => {
    const out = collect();
    expect(await startCommand(out.write, { workers: '2' })).toBe(1);
    expect(out.text()).toContain('--workers 2 needs PostgreSQL');
    expect(out.text()).toContain('Set DATABASE_URL');
    expect(out.text()).toContain('npx storefront start --workers 2');
    // Refused first: no brand validated, built or served.
    expect(out.lines).toHaveLength(1);
  });

  it('api --workers 3 without DATABASE_URL exits 1 saying to set it', async () => {
    const out = collect();
    expect(await apiCommand({ port: 0, host: '127.0.0.1', workers: '3' }, out.write)).toBe(1);
    expect(out.text()).toContain('--workers 3 needs PostgreSQL');
    expect(out.text()).toContain('DATABASE_URL=postgres://');
  });

  it.each([['0'], ['two'], ['1.5'], ['65']])(
    'refuses --workers %s: a whole number from 1 to 64',
    async (raw) => {
      const out = collect();
      expect(await startCommand(out.write, { workers: raw })).toBe(1);
      expect(out.text()).toContain(`--workers takes a whole number from 1 to 64 (found "${raw}")`);
    },
  );

  it('allows several workers on PostgreSQL, and in front of a remote API without a database', () => {
    expect(parseWorkers('4', 'start', false)).toEqual({ workers: 4 });
    expect(parseWorkers(undefined, 'start', true)).toEqual({ workers: 1 });
    process.env.DATABASE_URL = 'postgres://localhost/storefront';
    expect(parseWorkers('4', 'start', true)).toEqual({ workers: 4 });
  });
});

describe('storefront start --api-url / api --trust-proxy (issue 9 item 6)', () => {
  it.each([['localhost:4000'], ['ftp://api.example'], ['not a url'], ['http://api/?x=1']])(
    'refuses --api-url %s with an example of a good one',
    async (raw) => {
      const out = collect();
      expect(await startCommand(out.write, { apiUrl: raw })).toBe(1);
      expect(out.text()).toContain(`--api-url must be the http:// or https:// address`);
      expect(out.text()).toContain('--api-url http://127.0.0.1:4000');
    },
  );

  it('refuses a --trust-proxy entry that is not an address or range (never "everyone")', async () => {
    const out = collect();
    expect(
      await apiCommand({ port: 0, host: '127.0.0.1', trustProxy: '10.0.0.0/8,*' }, out.write),
    ).toBe(1);
    expect(out.text()).toContain('--trust-proxy takes IP addresses or CIDR ranges');
    expect(out.text()).toContain('(found "*")');
  });
});

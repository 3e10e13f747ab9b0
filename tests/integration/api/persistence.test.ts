import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { createUser, startApi } from './harness.ts';

/** Issue 3: "Nothing is lost on restart" — the embedded PGlite keeps its data under a folder. */
describe('persistence across a restart on PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a signed-in session and saved preferences survive closing and reopening the database', async () => {
    const first = await openDatabase({ dataDir: dir });
    await migrate(first);
    const api = await startApi({ db: first });
    const user = await createUser(first);
    const client = api.client();
    const login = await client.post('/auth/v0/an-us/tokens/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
    await first.query(`INSERT INTO preferences (user_id, global) VALUES ($1, $2)`, [
      user.id,
      { language: 'en-US' },
    ]);
    await api.close();
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    expect(await migrate(second)).toEqual([]);
    const reopened = await startApi({ db: second });
    const again = reopened.client();
    again.setCookie('sf_token', client.cookie('sf_token') ?? '');
    const current = await again.get('/auth/v0/an-us/tokens/current');
    expect(current.body).toMatchObject({ profileId: user.id, authorized: true });
    const [row] = await second.query<{ global: { language: string } }>(
      'SELECT global FROM preferences WHERE user_id = $1',
      [user.id],
    );
    expect(row?.global.language).toBe('en-US');
    await reopened.close();
    await second.close();
  }, 120_000);
});

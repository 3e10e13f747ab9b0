import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApiServer } from '../../../commerce-api/app.ts';
import { hashPassword } from '../../../commerce-api/auth/passwords.ts';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { openDatabase } from '../../../commerce-api/storage/database.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { validateBrands } from '../../../engine/app/brands.ts';

/** Resolved brand configs, validated once per test file. */
export function loadBrands(): ApiBrandConfig[] {
  return validateBrands().brands.flatMap((brand) =>
    brand.resolved ? [brand.resolved as unknown as ApiBrandConfig] : [],
  );
}

export interface TestApi {
  readonly url: string;
  readonly db: Database;
  /** A client with its own cookie jar, like one browser. */
  client(options?: { origin?: string }): TestClient;
  close(): Promise<void>;
}

/**
 * A real API server on a loopback port, over an in-memory PGlite (or DATABASE_URL's PostgreSQL,
 * in a fresh schema) with the migrations applied; test mode, so the fault switch is on.
 */
export async function startApi(
  options: { db?: Database; brands?: ApiBrandConfig[] } = {},
): Promise<TestApi> {
  const db = options.db ?? (await openTestDatabase());
  if (!options.db) await migrate(db);
  const app = await buildApiServer({
    db,
    brands: new BrandDirectory(options.brands ?? loadBrands()),
    mode: 'test',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    client: (clientOptions) => new TestClient(url, clientOptions?.origin),
    close: async () => {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

/** In-memory PGlite, or a fresh schema of DATABASE_URL's PostgreSQL so suites do not collide. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory' });
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return openDatabase({ url: scoped.toString() });
}

export interface Reply<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly origin?: string,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const sent: Record<string, string> = { ...headers };
    if (this.cookies.size > 0)
      sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.origin) sent.origin = this.origin;
    if (body !== undefined && !(body instanceof FormData))
      sent['content-type'] = 'application/json';
    const response = await fetch(this.base + path, {
      method,
      headers: sent,
      body:
        body === undefined
          ? undefined
          : body instanceof FormData
            ? body
            : typeof body === 'string'
              ? body
              : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (images); keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  patch<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  delete<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }
}

/** Creates a user directly in the database (the seed makes the demo users). */
export async function createUser(
  db: Database,
  {
    brandId = 'anthropologie',
    email = `user-${randomUUID()}@example.com`,
    password = 'correct horse',
    roles = [] as string[],
  } = {},
): Promise<{ id: string; email: string; password: string }> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, brand_id, email, password_hash, roles, profile) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      id,
      brandId,
      email,
      await hashPassword(password),
      roles,
      { name: { first: 'Test', last: 'Shopper' } },
    ],
  );
  return { id, email, password };
}

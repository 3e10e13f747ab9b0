import { generateKeyPair, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApiServer } from '../../../commerce-api/app.ts';
import { hashPassword } from '../../../commerce-api/auth/passwords.ts';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { openCardKeyring } from '../../../commerce-api/payments/card-keyring.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { validateBrands } from '../../support/brands.ts';
import { memoryApiLogger } from '../../support/memory-api-logger.ts';
import { openTestDatabase } from '../../support/test-database.ts';
import type { TestSeed } from '../../support/test-database.ts';
import { rememberSecret, rememberSecretsIn, secretsInLog } from './secrets.ts';

export { openTestDatabase };

/** Resolved brand configs, validated once per test file. */
export function loadBrands(): ApiBrandConfig[] {
  return validateBrands().brands.flatMap((brand) =>
    brand.resolved ? [brand.resolved as unknown as ApiBrandConfig] : [],
  );
}

export interface TestApi {
  readonly url: string;
  readonly db: Database;
  /** A client with its own cookie jar, like one browser; `localAddress` 127.0.0.2 is another device. */
  client(options?: { origin?: string; localAddress?: string }): TestClient;
  /** The server's log so far, one JSON line each. */
  logLines(): string[];
  close(): Promise<void>;
}

export interface StartOptions {
  readonly db?: Database;
  readonly brands?: ApiBrandConfig[];
  /** Products per brand of the demo seed to start with (of `brands`); default none. */
  readonly seedProducts?: number;
  /** Read (or made on first start) the card keys from this file. Default: one key per test file. */
  readonly cardKeyFile?: string;
}

let keyPem: Promise<string> | undefined;

/** One card key per test file, held as the CARD_PRIVATE_KEYS secret would: a 2048-bit RSA key takes a while to make. */
function sharedKeyring() {
  keyPem ??= new Promise<string>((resolve, reject) =>
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (error, _publicKey, privateKey) => (error ? reject(error) : resolve(privateKey)),
    ),
  );
  return keyPem.then((pems) => openCardKeyring({ kind: 'env', pems }));
}

/**
 * A real API server on a loopback port, over a database of its own with the migrations applied
 * (tests/support/test-database.ts: an in-memory PGlite copied from the run's snapshot, or
 * DATABASE_URL's PostgreSQL in a fresh schema); test mode, so the fault switch is on. Its log
 * is kept in memory (the test console stays quiet) and, when the server closes, searched for every
 * password, token, card number and one-time code the tests used (issue 10): one found fails the
 * suite.
 */
export async function startApi(options: StartOptions = {}): Promise<TestApi> {
  const brands = options.brands ?? loadBrands();
  const seed: TestSeed | undefined =
    options.seedProducts === undefined
      ? undefined
      : { brands, productsPerBrand: options.seedProducts };
  // The card key is made while the database opens.
  const keyringReady = options.cardKeyFile
    ? openCardKeyring({ kind: 'file', path: options.cardKeyFile })
    : sharedKeyring();
  const db = options.db ?? (await openTestDatabase(seed ? { seed } : {}));
  // Everything, so the secret search at close also covers what plugins log at debug and trace.
  const { logger, lines } = memoryApiLogger();
  const { keyring } = await keyringReady;
  const app = await buildApiServer({
    db,
    brands: new BrandDirectory(brands),
    mode: 'test',
    logger,
    cardKeys: keyring,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    client: (clientOptions) =>
      new TestClient(url, clientOptions?.origin, clientOptions?.localAddress),
    logLines: () => [...lines],
    close: async () => {
      await app.close();
      if (!options.db) await db.close();
      const leaks = secretsInLog(lines.join('\n'));
      if (leaks.length > 0) {
        throw new Error(`[storefront:test] the API log holds secrets:\n${leaks.join('\n')}`);
      }
    },
  };
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
    /** Connect from this loopback address: the server sees another client. */
    private readonly localAddress?: string,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    rememberSecret(value, `the cookie ${name}`);
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
    if (typeof body === 'object' && !(body instanceof FormData)) rememberSecretsIn(body, 'sent');
    const payload =
      body === undefined
        ? undefined
        : body instanceof FormData
          ? body
          : typeof body === 'string'
            ? body
            : JSON.stringify(body);
    const response = this.localAddress
      ? await requestFrom(this.localAddress, this.base + path, method, sent, payload)
      : await fetch(this.base + path, { method, headers: sent, body: payload });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(name.trim());
      else this.setCookie(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (images); keep the text.
    }
    rememberSecretsIn(parsed, 'received');
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** A browser form's POST (urlencoded), its redirect answered as is rather than followed. */
  async postForm(path: string, fields: Record<string, string>): Promise<Reply<string>> {
    const sent: Record<string, string> = {};
    if (this.cookies.size > 0)
      sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.origin) sent.origin = this.origin;
    const response = await fetch(this.base + path, {
      method: 'POST',
      headers: sent,
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    return { status: response.status, body: await response.text(), headers: response.headers };
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

/**
 * A request from another loopback address (fetch cannot choose it), answered as a fetch Response.
 * Linux routes all of 127.0.0.0/8 to the loopback device, so 127.0.0.2 reaches 127.0.0.1.
 */
function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | FormData | undefined,
): Promise<Response> {
  if (body instanceof FormData) throw new Error('requestFrom sends JSON or text bodies only');
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            answer.append(name, one);
        }
        resolve(
          new Response(Buffer.concat(chunks), { status: response.statusCode, headers: answer }),
        );
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
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
  rememberSecret(password, 'a password');
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

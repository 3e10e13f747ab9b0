import { createApiClient } from '../../../engine/api/client.ts';
import type { ApiClient, ApiClientOptions } from '../../../engine/api/client.ts';
import type { TestApi } from '../api/harness.ts';
import { CookieJar } from './cookie-jar.ts';
import { AN_US, memoryLogger } from '../../fixtures/api-client-site.ts';

export { AN_US, memoryLogger };
export type { LogLine } from '../../fixtures/api-client-site.ts';

export interface ClientUnderTest {
  readonly client: ApiClient;
  readonly jar: CookieJar;
  readonly logger: ReturnType<typeof memoryLogger>;
  /** Every request the client sent, in order: method, path and headers. */
  readonly sent: { method: string; path: string; headers: Headers; cookie: string }[];
}

/** A client against the real test server, with its own cookie jar, like one browser tab. */
export function clientFor(api: TestApi, options: Partial<ApiClientOptions> = {}): ClientUnderTest {
  const jar = new CookieJar();
  const logger = memoryLogger();
  const sent: ClientUnderTest['sent'] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init?.headers),
      cookie: jar.header(),
    });
    return jar.fetch(input, init);
  };
  const client = createApiClient({
    baseUrl: api.url,
    site: AN_US,
    fetch: recordingFetch,
    cookies: jar.adapter,
    logger,
    online: () => true,
    ...options,
  });
  return { client, jar, logger, sent };
}

/** Arms the server's fault switch (test mode): the next `times` calls under the prefix fail. */
export async function armFault(
  api: TestApi,
  fault: {
    pathPrefix: string;
    fault: '412' | '413' | '500' | '502' | 'drop' | 'delay';
    times?: number;
    delayMs?: number;
    method?: string;
  },
): Promise<void> {
  const response = await api.client().post('/__test/faults', fault);
  if (response.status !== 201) throw new Error(`Fault not armed: ${JSON.stringify(response.body)}`);
}

export async function clearFaults(api: TestApi): Promise<void> {
  await api.client().delete('/__test/faults');
}

/**
 * Starting the server migrates a fresh database: seconds alone, much longer while other suites
 * load the machine, so the start hook has its own generous limit.
 */
export const START_TIMEOUT_MS = 120_000;

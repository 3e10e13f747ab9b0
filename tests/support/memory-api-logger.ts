import { Writable } from 'node:stream';
import { createApiLogger } from '../../commerce-api/http/logger.ts';
import type { ApiLogger } from '../../commerce-api/http/logger.ts';

/**
 * The commerce API's logger writing into memory, at every level (trace included), so a test can
 * search what it logged, for a secret above all (DESIGN §8).
 */
export function memoryApiLogger(): { readonly logger: ApiLogger; readonly lines: string[] } {
  const lines: string[] = [];
  const logger = createApiLogger({
    mode: 'test',
    level: 'trace',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    }),
  });
  return { logger, lines };
}

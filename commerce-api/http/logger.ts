import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';

export type ApiLogger = Logger;

/**
 * Paths pino replaces with "[Redacted]" (DESIGN §8: no log line holds a token, password, card
 * number or one-time code). Request bodies are never logged at all; these catch a header, a
 * cookie or a field that reaches a log object some other way.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'body',
  'req.body',
  '*.body',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.pin',
  '*.cardNumber',
  '*.encryptedCardData',
  '*.encryptedCard',
  '*.verificationCode',
  '*.oneTimeCode',
  '*.otp',
];

export interface ApiLoggerOptions {
  readonly mode: 'production' | 'test';
  /** Where lines go. Default: stdout; in test mode .data/logs/api-test.log, to keep test output quiet. */
  readonly destination?: DestinationStream | string;
  /** Default API_LOG_LEVEL, else 'warn': every 5xx is an error line, nothing for a served request. */
  readonly level?: string;
}

export const TEST_LOG_FILE = '.data/logs/api-test.log';

/**
 * The API's pino logger (Fastify's own logger library). One JSON line per event; the URL is logged
 * without its query string and errors without driver details (a PostgreSQL error's `detail` can
 * quote the values of a row).
 */
export function createApiLogger(options: ApiLoggerOptions): ApiLogger {
  const level = options.level ?? process.env.API_LOG_LEVEL ?? 'warn';
  const target = options.destination ?? (options.mode === 'test' ? TEST_LOG_FILE : undefined);
  return pino(
    {
      level,
      base: { service: 'storefront-api' },
      redact: { paths: REDACTED_PATHS },
      serializers: { err: serializeError, req: serializeRequest },
    },
    typeof target === 'string' ? fileDestination(target) : (target ?? pino.destination(1)),
  );
}

function fileDestination(file: string): DestinationStream {
  mkdirSync(dirname(file), { recursive: true });
  // Synchronous: failures are rare, and a line written just before the process ends is kept.
  return pino.destination({ dest: file, append: true, sync: true });
}

function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 300) };
  return {
    type: error.name,
    ...(typeof (error as Error & { code?: unknown }).code === 'string'
      ? { code: (error as Error & { code: string }).code }
      : {}),
    // A database error quotes the value it could not take, which may be anything a client sent.
    message: error.message.replace(/"[^"]*"/g, '"…"').slice(0, 300),
    stack: error.stack?.replace(/"[^"]*"/g, '"…"'),
  };
}

function serializeRequest(request: { method?: string; url?: string; id?: unknown }) {
  return { id: request.id, method: request.method, path: request.url?.split('?')[0] };
}

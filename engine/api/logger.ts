/** Where the client writes; the app may route it to its error reporter. */
export interface ApiLogger {
  debug(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export type LogLevel = keyof ApiLogger;

/** Greppable prefix (STYLE: '[storefront:api]'). */
export const LOG_PREFIX = '[storefront:api]';

export const consoleLogger: ApiLogger = {
  debug: (message, fields) => console.debug(LOG_PREFIX, message, fields ?? ''),
  warn: (message, fields) => console.warn(LOG_PREFIX, message, fields ?? ''),
  error: (message, fields) => console.error(LOG_PREFIX, message, fields ?? ''),
};

/**
 * Which statuses log at which level (shell spec §8: "client failures log at warn, debug or error
 * by configured status lists"). A status in none of the lists logs at error when it is a server
 * failure or no answer (0), else at warn.
 */
export interface StatusLevels {
  readonly debug: readonly number[];
  readonly warn: readonly number[];
  readonly error: readonly number[];
}

export const DEFAULT_STATUS_LEVELS: StatusLevels = {
  // Ordinary answers the caller handles: not signed in (401), not found (redirect lookup, missing
  // preferences: 404), removed for legal reasons (451). Noise at higher levels.
  debug: [401, 404, 451],
  warn: [400, 403, 409, 410, 412, 413, 422, 429],
  error: [],
};

export function levelForStatus(status: number, levels: StatusLevels): LogLevel {
  if (levels.debug.includes(status)) return 'debug';
  if (levels.warn.includes(status)) return 'warn';
  if (levels.error.includes(status)) return 'error';
  return status === 0 || status >= 500 ? 'error' : 'warn';
}

import { consoleLogger } from '../../api/index.ts';
import type { ApiLogger } from '../../api/index.ts';

/**
 * The API client's logger on the server: warnings and errors as in the browser; debug lines (the
 * ordinary 401s and 404s a render meets, one per page) only with STOREFRONT_DEBUG=1, so a busy
 * server's log holds what needs a look.
 */
export const serverLogger: ApiLogger = {
  debug: (message, fields) => {
    if (process.env.STOREFRONT_DEBUG === '1') consoleLogger.debug(message, fields);
  },
  warn: consoleLogger.warn,
  error: consoleLogger.error,
};

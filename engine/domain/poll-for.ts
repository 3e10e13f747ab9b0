/** Shell spec §8: warned when a poll gives up, never shown to the shopper. */
export const POLL_GAVE_UP = 'pollForScenario never resolved to a value';

export interface PollOptions {
  /** How many reads in all, the first at once (limits.timings.pollAttempts; shell spec §9: 10). */
  readonly attempts: number;
  /** The wait between two reads. */
  readonly intervalMs: number;
  /** Ends the poll early (the component went away): resolves undefined without the warning. */
  readonly signal?: AbortSignal;
  /** Names what was waited for in the warning. */
  readonly what: string;
  readonly warn?: (message: string, fields: Record<string, unknown>) => void;
}

/**
 * Reads until `read` gives a value (anything but undefined), at most `attempts` times, waiting
 * `intervalMs` between reads. A read that throws counts as an attempt without a value. When every
 * attempt is spent it resolves undefined and warns (shell spec §8), so the caller carries on
 * without it.
 */
export async function pollFor<T>(
  read: () => Promise<T | undefined> | T | undefined,
  { attempts, intervalMs, signal, what, warn = defaultWarn }: PollOptions,
): Promise<T | undefined> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal?.aborted) return undefined;
    const value = await Promise.resolve()
      .then(read)
      .catch(() => undefined);
    if (signal?.aborted) return undefined;
    if (value !== undefined) return value;
    if (attempt < attempts && !(await pause(intervalMs, signal))) return undefined;
  }
  warn(POLL_GAVE_UP, { what, attempts });
  return undefined;
}

function defaultWarn(message: string, fields: Record<string, unknown>): void {
  console.warn('[storefront:poll]', message, fields);
}

/** Whether the wait ran its course (false: aborted). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import pc from 'picocolors';

const CLI = fileURLToPath(new URL('../storefront.js', import.meta.url));
export const MAX_WORKERS = 64;
/** More replacements than this in a minute: the workers die of something a restart cannot fix. */
const REPLACEMENTS_PER_MINUTE = 10;

/**
 * `--workers` as given on the command line (a string), checked: a whole number from 1 to 64, and
 * more than one only when every process can reach the same database (issue 9 item 6).
 * `needsDatabase` is false for a storefront tier that calls a remote API (`--api-url`).
 */
export function parseWorkers(
  raw: string | number | undefined,
  command: string,
  needsDatabase: boolean,
): { workers: number } | { problem: string } {
  const workers = raw === undefined ? 1 : Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    return {
      problem: `--workers takes a whole number from 1 to ${MAX_WORKERS} (found "${String(raw)}").`,
    };
  }
  if (workers > 1 && needsDatabase && !process.env.DATABASE_URL) {
    return {
      problem:
        `--workers ${workers} needs PostgreSQL: the embedded PGlite database belongs to one ` +
        `process, and ${workers} processes must share one database. Set DATABASE_URL, e.g.\n` +
        `  DATABASE_URL=postgres://user:password@localhost:5432/storefront npx storefront ${command} --workers ${workers}\n` +
        `or leave out --workers to serve from one process on PGlite.`,
    };
  }
  return { workers };
}

export interface Workers {
  /** The port every worker listens on. */
  readonly port: number;
  readonly pids: readonly number[];
}

/**
 * Runs `storefront <args>` in `count` worker processes that serve one port together (node:cluster:
 * the primary accepts the connections and hands them out in turn) and share nothing but the
 * database. Answers once every worker listens, or undefined when one exits before it does (the
 * others are stopped then, and the process exits 1). A worker that dies later is replaced, unless
 * they keep dying; SIGINT or SIGTERM stops every worker, each finishing its requests first.
 */
export function runWorkers(
  count: number,
  args: readonly string[],
  write: (text: string) => void,
): Promise<Workers | undefined> {
  cluster.setupPrimary({ exec: CLI, args: [...args] });
  const listening = new Set<Worker>();
  const replacements: number[] = [];
  let stopping = false;
  let started = false;
  let port = 0;
  const living = () =>
    Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of living()) worker.process.kill('SIGTERM');
  };
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));

  return new Promise((resolve) => {
    cluster.on('listening', (worker, address) => {
      listening.add(worker);
      port = address.port;
      if (started) {
        write(`[storefront:workers] worker ${worker.process.pid} listening (a replacement)`);
      } else if (listening.size === count) {
        started = true;
        resolve({ port, pids: [...listening].map((each) => each.process.pid ?? 0) });
      }
    });
    cluster.on('exit', (worker, code, signal) => {
      const served = listening.delete(worker);
      if (stopping) return;
      const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      if (!served) {
        write(
          pc.red(
            `✖ [storefront:workers] worker ${worker.process.pid} ${how} before it listened; stopping the others.`,
          ),
        );
        stopAll(1);
        if (!started) resolve(undefined);
        return;
      }
      const now = Date.now();
      replacements.push(now);
      while ((replacements[0] ?? now) < now - 60_000) replacements.shift();
      if (replacements.length > REPLACEMENTS_PER_MINUTE) {
        write(
          pc.red(
            `✖ [storefront:workers] ${replacements.length} workers died within a minute; stopping.`,
          ),
        );
        stopAll(1);
        return;
      }
      write(
        pc.yellow(`[storefront:workers] worker ${worker.process.pid} ${how}; starting another.`),
      );
      cluster.fork();
    });
    for (let index = 0; index < count; index += 1) cluster.fork();
  });
}

import cluster from 'node:cluster';
import { isIP } from 'node:net';
import pc from 'picocolors';
import { buildApiServer } from '../../commerce-api/app.ts';
import { openApi, prepareForWorkers } from '../lib/api-context.ts';
import { parseWorkers, runWorkers } from '../lib/workers.ts';
import { servedBrands } from './start-command.ts';

export interface ApiCommandOptions {
  readonly port: number;
  readonly host: string;
  /** Processes serving the port together (node:cluster); more than one needs DATABASE_URL. */
  readonly workers?: string | number;
  /** Comma list of addresses or CIDR ranges of the storefront tiers in front of this API. */
  readonly trustProxy?: string;
  /** One JSON line on stdout once listening; everything else goes to stderr. */
  readonly json?: boolean;
}

/** `api --json`: the line a machine waits for. */
export interface ApiReport {
  readonly event: 'listening';
  readonly url: string;
  readonly database: string;
  readonly workers: readonly number[];
}

/**
 * `storefront api --port 4000`: the commerce API alone on its own port (DESIGN §6), in one
 * process, or in `--workers N` processes on DATABASE_URL's PostgreSQL (issue 9 item 6), for
 * storefront tiers started with `storefront start --api-url`.
 */
export async function apiCommand(
  options: ApiCommandOptions,
  output: (text: string) => void = (text) => process.stdout.write(text + '\n'),
): Promise<number> {
  const write = options.json ? (text: string) => process.stderr.write(text + '\n') : output;
  const listening = (report: ApiReport, text: string) =>
    options.json ? output(JSON.stringify(report)) : write(text);
  const parsed = parseWorkers(options.workers, 'api', true);
  const trusted = parseTrusted(options.trustProxy);
  if ('problem' in parsed || trusted.problem) {
    write(pc.red(`✖ ${'problem' in parsed ? parsed.problem : trusted.problem}`));
    return 1;
  }
  const { brands, problems } = servedBrands();
  for (const each of problems) write(each);
  if (parsed.workers > 1 && cluster.isPrimary) {
    const { database } = await prepareForWorkers(brands);
    const args = ['api', '--port', String(options.port), '--host', options.host];
    if (options.trustProxy) args.push('--trust-proxy', options.trustProxy);
    const workers = await runWorkers(
      parsed.workers,
      [...args, '--workers', String(parsed.workers)],
      write,
    );
    if (!workers) return 1;
    const url = `http://${options.host}:${workers.port}`;
    listening(
      { event: 'listening', url, database, workers: workers.pids },
      `Commerce API on ${url}  (database: ${database}, ${workers.pids.length} workers: pids ${workers.pids.join(', ')})`,
    );
    return 0;
  }
  const opened = await openApi(brands, { prepared: cluster.isWorker });
  const app = await buildApiServer(opened.context, '', { trustProxy: trusted.addresses });
  await app.listen({ port: options.port, host: options.host });
  const bound = app.server.address();
  const port = bound && typeof bound === 'object' ? bound.port : options.port;
  const address = `http://${options.host}:${port}`;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void app
      .close()
      .then(() => opened.context.db.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (cluster.isPrimary) {
    listening(
      { event: 'listening', url: address, database: opened.database, workers: [] },
      `Commerce API on ${address}  (database: ${opened.database})`,
    );
  }
  return 0;
}

const CIDR = /^(.+)\/(\d{1,3})$/;

/** `--trust-proxy 10.0.0.0/8,127.0.0.1`: addresses or CIDR ranges, never "everyone". */
function parseTrusted(raw: string | undefined): { addresses: string[]; problem?: string } {
  const addresses = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = addresses.find((entry) => isIP(CIDR.exec(entry)?.[1] ?? entry) === 0);
  return bad
    ? {
        addresses: [],
        problem: `--trust-proxy takes IP addresses or CIDR ranges separated by commas (found "${bad}"), e.g. --trust-proxy 10.0.0.0/8,127.0.0.1.`,
      }
    : { addresses };
}

/**
 * `npm run bench:workers`: `storefront start --workers N` on DATABASE_URL's PostgreSQL, as a
 * shopper reaches it (one port, the sub-request cache on, as `npm start` runs), for N = 1 and 2:
 * requests per second and latency of Anthropologie's home, a listing and a product page, and the
 * resident memory of every process (primary and workers) at rest and under load. Issue 9 item 8.
 * The load generator shares the machine's cores with the workers and PostgreSQL: on 2 cores a
 * second worker competes with autocannon; the figures say what one machine gives, not a cluster.
 * Prints figures; asserts nothing.
 *
 *   DATABASE_URL=postgres://... npm run bench:workers
 *   DATABASE_URL=postgres://... npm run bench:workers -- --workers 1,2,4 --duration 5
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../commerce-api/storage/database.ts';
import { REPO_ROOT } from '../engine/config/validate.ts';
import { benchPages } from './lib/bench-pages.ts';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '1,2' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3190' },
  },
});
if (!process.env.DATABASE_URL) {
  console.error(
    '[storefront:bench] bench:workers needs DATABASE_URL (PostgreSQL): workers share one database. ' +
      'Start one with `bash .ci/postgres.sh` and pass the URL it prints.',
  );
  process.exit(1);
}
const counts = values.workers.split(',').map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const HEADERS = { 'accept-encoding': 'br, gzip' };

/** The process and its descendants (the cluster's workers). */
function tree(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return (
          readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid)
        );
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children.flatMap(tree)];
}

function residentMb(pid: number): number {
  let kb = 0;
  for (const each of tree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

async function start(workers: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['scripts/storefront.js', 'start', 'anthropologie', '--workers', String(workers)],
    {
      cwd: REPO_ROOT,
      // autocannon counts a 103 Early Hints as an answer of its own (0 ms, non-2xx).
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: 'production',
        STOREFRONT_EARLY_HINTS: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.includes('Stop with Ctrl+C.')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`[storefront:bench] start exited (${code})`)));
  });
  return child;
}

/** The pages bench:ssr measures, from the catalogue the primary seeded. */
async function paths(): Promise<Array<readonly [string, string]>> {
  const db = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    return await benchPages(db, 'anthropologie');
  } finally {
    await db.close();
  }
}

const average = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const started = average();
const rows: string[] = [];
for (const workers of counts) {
  const child = await start(workers);
  try {
    const pages = await paths();
    for (const [, path] of pages) {
      const reply = await fetch(base + path);
      if (reply.status !== 200)
        throw new Error(`[storefront:bench] ${path} answered ${reply.status}`);
      await autocannon({ url: base + path, connections, duration: 2, headers: HEADERS });
    }
    const rest = residentMb(child.pid!);
    for (const [kind, path] of pages) {
      let peak = residentMb(child.pid!);
      const sampler = setInterval(() => (peak = Math.max(peak, residentMb(child.pid!))), 500);
      const result = await autocannon({
        url: base + path,
        connections,
        duration,
        headers: HEADERS,
      });
      clearInterval(sampler);
      const row = `| ${workers} | ${kind} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts + result.non2xx} | ${rest.toFixed(0)} | ${peak.toFixed(0)} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  }
}
console.log(
  `\nbench:workers, anthropologie on PostgreSQL (DATABASE_URL), ${connections} connections, ${duration} s per page; ` +
    `load average ${started} at the start, ${average()} at the end (${cpus().length} CPUs)\n`,
);
console.log(
  '| workers | page | req/s | p50 ms | p99 ms | errors | RSS at rest MB (all processes) | RSS under load MB |',
);
console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Interface } from 'node:readline';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamUpload } from './fixtures/uploads.ts';

/**
 * Issue 10, "uploads streamed, never buffered whole": before, one 100 MB review video took the
 * process from 0.6 to 5.5 GB until it died, and a 10 MB image held every other request for 8 s.
 * The API runs here in a child process, on a database outside that process (PGlite on disk, or
 * DATABASE_URL's PostgreSQL), and its resident memory is read from /proc while the uploads stream
 * in: what it grows by is what the uploads cost it. The figures go to .data/logs/upload-memory.json.
 */

const MB = 1024 * 1024;
const VIDEO_BYTES = 100 * MB;
const POSTGRES = process.env.DATABASE_URL !== undefined;
/**
 * What the API process may grow by while uploads stream in, from its settled memory: for five, a
 * third of what they send (500 MB), so a server holding whole uploads or their hex text fails.
 * Streamed, an upload costs the API a few MB: on PostgreSQL that is all (measured 0 to 20 MB). On
 * PGlite the database engine lives in the same process: while writing, its working memory is 60
 * to 95 MB above the settled figure, as much for the 48 MB warm-up as for five 100 MB videos, and
 * 135 MB for one video in a CI run on 2026-11-28 with e2e suites and builds running beside it. A
 * video held whole would add its 100 MB to the engine's 60 at least: 160 MB, above this limit.
 */
const ONE_UPLOAD_GROWTH_LIMIT = (POSTGRES ? 48 : 144) * MB;
const FIVE_UPLOADS_GROWTH_LIMIT = (POSTGRES ? 48 : 160) * MB;
/**
 * The peak while a 100 MB video streams in, against the peak of the 48 MB warm-up: memory that
 * followed the upload's size would be 52 MB or more above it (100 MB held against 48), its hex
 * text 150 MB. On PGlite the engine in the process writes more pages than for the warm-up: 49 MB
 * above it in one CI run on 2026-11-27, to which a video held whole would add those 52 MB.
 */
const ABOVE_WARM_UP_LIMIT = (POSTGRES ? 48 : 72) * MB;
/**
 * The same for five at once on PGlite, whose engine in the process writes five streams' pages
 * together: 59 and 62 MB above the warm-up's peak on 2026-11-27, on this session's start commit
 * and after it alike. Five whole videos held would be 250 to 500 MB above it.
 */
const FIVE_ABOVE_WARM_UP_LIMIT = (POSTGRES ? 48 : 112) * MB;
/**
 * A small request waits for its turn at the database (one chunk of each upload may be ahead of
 * it), never for an upload to end: before, a 10 MB image held every request for 8 s, and a 100 MB
 * video ended the process. Generous: on a shared 2-core machine the test's own client sends the
 * 500 MB and other suites run beside it (measured 0.04 to 0.3 s on PostgreSQL, 0.5 to 2.2 s on
 * PGlite, whose queries hold the event loop); the figures are in the README.
 */
const SMALL_REQUEST_LIMIT_MS = 5000;

interface Session {
  cookie: string;
  productId: string;
}

let child: ChildProcess;
let lines: Interface;
let folder: string;
let url: string;
let sessions: Session[];
let warmUpPeak = 0;
const figures: Record<string, number | string> = {
  database: POSTGRES ? 'PostgreSQL' : 'PGlite on disk',
};

/** The child's resident memory now, from /proc (Linux). */
function rss(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The child's memory once it has collected its garbage: what it holds, not what it left. */
async function settledRss(): Promise<number> {
  const done = new Promise<void>((resolve) =>
    lines.once('line', (line) => (line === 'gc done' ? resolve() : undefined)),
  );
  child.stdin!.write('gc\n');
  await done;
  return rss();
}

/** Runs `work` while sampling the child's memory every 25 ms; answers the peak. */
async function peakDuring(work: () => Promise<void>): Promise<number> {
  let peak = rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 25);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rss());
}

/** The time a small call takes while the server is busy. */
async function smallRequestMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/auth/v0/an-us/tokens/current`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** A 100 MB video from `session`, streamed. */
function uploadVideo(session: Session, head: Buffer) {
  return streamUpload({
    url: `${url}/review/v0/an-us/products/${session.productId}/videos`,
    cookie: session.cookie,
    filename: 'clip.mp4',
    head,
    fileBytes: VIDEO_BYTES,
  });
}

const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(12, 0),
]);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sf-upload-memory-'));
  child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'tests/integration/api/fixtures/upload-server.ts', '7'],
    {
      env: {
        ...process.env,
        UPLOAD_SERVER_DIR: folder,
        CARD_KEY_FILE: join(folder, 'card-keys.pem'),
        API_LOG_LEVEL: 'error',
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  lines = createInterface({ input: child.stdout! });
  const line = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the upload server exited (${code}) early`)));
  });
  ({ url, sessions } = JSON.parse(line) as { url: string; sessions: Session[] });
  figures.startRssMb = rss() / MB;
  // Warm up: the first uploads load code and fill caches that stay, the database engine's too
  // (PGlite's grows over the first tens of MB written). The figure is kept.
  const warmUp = sessions[6]!;
  const photo = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#1f2a44' },
  })
    .png()
    .toBuffer();
  warmUpPeak = await peakDuring(async () => {
    for (const [kind, filename, head, bytes] of [
      ['images', 'warm.png', photo, 4 * MB],
      ['videos', 'warm.mp4', MP4_HEAD, 48 * MB],
    ] as const) {
      const warm = streamUpload({
        url: `${url}/review/v0/an-us/products/${warmUp.productId}/${kind}`,
        cookie: warmUp.cookie,
        filename,
        head,
        fileBytes: bytes,
      });
      expect((await warm.answer).status).toBe(201);
    }
  });
  figures.warmUpRssPeakMb = warmUpPeak / MB;
  await smallRequestMs();
}, 180_000);

afterAll(() => {
  child?.kill();
  if (folder) rmSync(folder, { recursive: true, force: true });
  mkdirSync('.data/logs', { recursive: true });
  const name = POSTGRES ? 'upload-memory-postgres' : 'upload-memory-pglite';
  writeFileSync(`.data/logs/${name}.json`, JSON.stringify(figures, null, 2));
});

describe('uploads streamed, never buffered whole (issue 10; DESIGN §8: no input can take the process down)', () => {
  it('memory stays bounded while a 100 MB video streams in, and a small request answers meanwhile', async () => {
    const before = await settledRss();
    let slowest = 0;
    const peak = await peakDuring(async () => {
      const sent = uploadVideo(sessions[0]!, MP4_HEAD);
      while (sent.written() < VIDEO_BYTES / 2) slowest = Math.max(slowest, await smallRequestMs());
      const answer = await sent.answer;
      expect(answer.status).toBe(201);
    });
    Object.assign(figures, {
      oneUploadRssBeforeMb: before / MB,
      oneUploadRssPeakMb: peak / MB,
      oneUploadSlowestSmallRequestMs: slowest,
    });
    expect(peak - before).toBeLessThan(ONE_UPLOAD_GROWTH_LIMIT);
    expect(peak - warmUpPeak).toBeLessThan(ABOVE_WARM_UP_LIMIT);
    expect(slowest).toBeLessThan(SMALL_REQUEST_LIMIT_MS);
  }, 300_000);

  it('memory stays bounded while five 100 MB videos stream in at once', async () => {
    const before = await settledRss();
    let slowest = 0;
    const peak = await peakDuring(async () => {
      const sent = sessions.slice(1, 6).map((session) => uploadVideo(session, MP4_HEAD));
      while (sent.some((upload) => upload.written() < VIDEO_BYTES / 2)) {
        slowest = Math.max(slowest, await smallRequestMs());
      }
      const answers = await Promise.all(sent.map((upload) => upload.answer));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    });
    Object.assign(figures, {
      fiveUploadsRssBeforeMb: before / MB,
      fiveUploadsRssPeakMb: peak / MB,
      fiveUploadsSlowestSmallRequestMs: slowest,
    });
    expect(peak - before).toBeLessThan(FIVE_UPLOADS_GROWTH_LIMIT);
    expect(peak - warmUpPeak).toBeLessThan(FIVE_ABOVE_WARM_UP_LIMIT);
    expect(slowest).toBeLessThan(SMALL_REQUEST_LIMIT_MS);
  }, 600_000);
});

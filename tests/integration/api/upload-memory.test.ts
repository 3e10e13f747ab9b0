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
 * What the API process may grow by while uploads stream in: under one video (100 MB) for one, under
 * a third of what five send (500 MB), so a server holding a whole upload or its hex text fails.
 * Streamed, an upload costs the API a few MB: on PostgreSQL that is all (measured 8 to 20 MB). On
 * PGlite the database engine lives in the same process and grows its working memory over the
 * first hundreds of MB written (measured 30 to 90 MB, then flat), which its bounds leave room for.
 */
const ONE_UPLOAD_GROWTH_LIMIT = (POSTGRES ? 48 : 96) * MB;
const FIVE_UPLOADS_GROWTH_LIMIT = (POSTGRES ? 48 : 160) * MB;
/**
 * A small request waits for its turn at the database (one chunk of each upload may be ahead of
 * it), never for an upload to end: before, it waited 8 s. Generous, for a busy 2-core machine
 * where the test's own client is sending the 500 MB; the measured figures are in the README.
 */
const SMALL_REQUEST_LIMIT_MS = 3000;

interface Session {
  cookie: string;
  productId: string;
}

let child: ChildProcess;
let lines: Interface;
let folder: string;
let url: string;
let sessions: Session[];
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
    ['--expose-gc', '--import', 'tsx', 'tests/integration/api/fixtures/upload-server.ts', '6'],
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
  // Warm up: the first upload and requests load code and fill caches that stay.
  const photo = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#1f2a44' },
  })
    .png()
    .toBuffer();
  const warm = streamUpload({
    url: `${url}/review/v0/an-us/products/${sessions[5]!.productId}/images`,
    cookie: sessions[5]!.cookie,
    filename: 'warm.png',
    head: photo,
    fileBytes: 4 * MB,
  });
  expect((await warm.answer).status).toBe(201);
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
    expect(slowest).toBeLessThan(SMALL_REQUEST_LIMIT_MS);
  }, 600_000);
});

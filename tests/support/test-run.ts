import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../engine/config/validate.ts';

/**
 * What the test files of one Vitest run share: artifacts that take seconds to make and that the
 * files only read (a migrated database snapshot, brand builds). The run's folder is made by
 * tests/setup-global.ts and removed when the run ends; it lies inside the repository so the SSR
 * entries of a build resolve their bare imports (react...) from its node_modules, as from dist/.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testRunDir: string;
  }
}

export const TEST_CACHE = join(REPO_ROOT, 'node_modules/.cache/storefront-tests');

/** Child processes (a server under test, a render script) find the run's folder here. */
const RUN_DIR_ENV = 'STOREFRONT_TEST_RUN_DIR';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes the folders of runs whose Vitest process has ended (a run killed before teardown). */
export function removeStaleRuns(): void {
  mkdirSync(TEST_CACHE, { recursive: true });
  for (const name of readdirSync(TEST_CACHE)) {
    const owner = /^(?:run|e2e|own)-(\d+)/.exec(name)?.[1];
    if (owner && !processAlive(Number(owner)))
      rmSync(join(TEST_CACHE, name), { recursive: true, force: true });
  }
}

let runDir: string | undefined;

/** The folder tests/setup-global.ts provided, when this is a Vitest worker. */
async function providedRunDir(): Promise<string | undefined> {
  if (!process.env.VITEST_WORKER_ID) return undefined;
  try {
    // Imported here, not at the top: vitest cannot be imported in globalSetup nor in a child
    // process (which inherits VITEST_WORKER_ID).
    const { inject } = await import('vitest');
    return inject('testRunDir');
  } catch {
    return undefined;
  }
}

/**
 * The run's shared folder. Outside a Vitest run (a script run by hand) a folder of this process,
 * removed when it exits. Child processes started after the first call inherit it.
 */
export async function testRunDir(): Promise<string> {
  runDir ??= process.env[RUN_DIR_ENV] ?? (await providedRunDir());
  if (!runDir) {
    removeStaleRuns();
    const own = mkdtempSync(join(TEST_CACHE, `own-${process.pid}-`));
    process.once('exit', () => rmSync(own, { recursive: true, force: true }));
    runDir = own;
  }
  process.env[RUN_DIR_ENV] = runDir;
  return runDir;
}

/** The environment a child process needs to share this run's artifacts. */
export async function testRunEnv(): Promise<Record<string, string>> {
  return { [RUN_DIR_ENV]: await testRunDir() };
}

/** A short stable name for a JSON-able description of an artifact. */
export function artifactKey(description: unknown): string {
  return createHash('sha256').update(JSON.stringify(description)).digest('hex').slice(0, 16);
}

const WAIT_MS = 10 * 60_000;

/** Takes the lock of an artifact (an atomic mkdir holding the owner's pid); false if held. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch {
    return false;
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return true;
}

/** The lock's owner ended without finishing (a file that timed out is killed with its process). */
function abandoned(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Taken a moment ago, its pid not written yet.
    return false;
  }
  return pid > 0 && !processAlive(pid);
}

/**
 * The path of an artifact (a file or a folder) made once per run: the first caller takes the
 * lock and makes it, then marks it done; callers in other test files (other workers) wait for
 * the mark, and make it themselves if its maker's process ended first. It is made where it stays
 * (a build's output may name its own folder). A failure is marked too, so the waiters fail
 * instead of waiting for nothing.
 */
export async function runArtifact(
  name: string,
  make: (path: string) => Promise<void>,
): Promise<string> {
  const path = join(await testRunDir(), name);
  const done = `${path}.done`;
  const failed = `${path}.failed`;
  const lock = `${path}.lock`;
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(done)) {
    if (existsSync(failed))
      throw new Error(`[storefront:test] making ${name} failed: see ${failed}`);
    if (takeLock(lock)) {
      try {
        rmSync(path, { recursive: true, force: true });
        await make(path);
        writeFileSync(done, '');
      } catch (error) {
        writeFileSync(
          failed,
          error instanceof Error ? (error.stack ?? error.message) : String(error),
        );
        throw error;
      }
      return path;
    }
    if (abandoned(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`[storefront:test] ${name} was not made in time.`);
    // Polling a file another process writes (no event to wait for across processes).
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return path;
}

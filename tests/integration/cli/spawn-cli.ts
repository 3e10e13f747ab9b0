import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../engine/config/validate.ts';

/**
 * The `storefront` CLI in its own process, as a shell runs it (no NODE_ENV, no VITEST), with its
 * output kept so a test can wait for a line and show what happened when it fails.
 */
export interface RunningCli {
  readonly child: ChildProcess;
  output(): string;
  /** Standard output alone (a --json report, without the progress lines of stderr). */
  stdout(): string;
  /** Resolves with the first match of `pattern` in the output after `from` characters. */
  waitFor(pattern: RegExp, timeoutMs?: number, from?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code once the process ends by itself. */
  readonly exited: Promise<number | null>;
  /** Sends `signal` and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function spawnCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): RunningCli {
  // Plain text to match, in a terminal or not (CI=true would turn colours on).
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...env };
  delete childEnv.FORCE_COLOR;
  delete childEnv.NODE_ENV;
  delete childEnv.VITEST;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, ['scripts/storefront.js', ...args], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    stdout: () => stdout,
    waitFor: (pattern, timeoutMs = 240_000, from = 0) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = pattern.exec(output.slice(from));
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output.slice(-4000)}`),
          );
        }, timeoutMs);
        const onExit = (code: number | null) => {
          done();
          reject(
            new Error(
              `the CLI exited (${code}) before ${pattern}; output:\n${output.slice(-4000)}`,
            ),
          );
        };
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      }),
    stop: async (signal = 'SIGINT') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * A dist folder for one test file that survives runs: `storefront start` builds the brands into
 * it when they are missing or older than their sources, so a second run does not build again.
 */
export function cachedDistDir(name: string): string {
  const dir = join(REPO_ROOT, 'node_modules/.cache/storefront-tests', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A temporary configs root holding the template brand only, so a scaffolding test writes nothing
 * in brand-configs/; `remove` deletes it (call it from afterEach).
 */
export function templateConfigsRoot(prefix: string): { dir: string; remove: () => void } {
  const temp = mkdtempSync(join(tmpdir(), prefix));
  const dir = join(temp, 'brand-configs');
  cpSync(join(REPO_ROOT, 'brand-configs', '_template'), join(dir, '_template'), {
    recursive: true,
  });
  return { dir, remove: () => rmSync(temp, { recursive: true, force: true }) };
}

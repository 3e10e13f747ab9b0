import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { templateConfigsRoot } from './spawn-cli.ts';

/**
 * `storefront new-brand` on a terminal (issue 15: "interactive (@clack/prompts) and flags-only"):
 * the CLI runs under a real pseudo-terminal (util-linux `script`), and the test types as a person
 * does, waiting for each question before answering it.
 */
let remove: (() => void) | undefined;
function configsRoot(): string {
  const root = templateConfigsRoot('storefront-new-brand-tty-');
  remove = root.remove;
  return root.dir;
}
afterEach(() => {
  remove?.();
  remove = undefined;
});

const ENTER = '\r';
const DOWN = '\u001b[B';
const SPACE = ' ';
const BACKSPACE = '\u007f';
const CTRL_C = '\u0003';

/** The CLI in a terminal: what it showed (escape codes dropped), typing, and its exit code. */
function onTerminal(args: readonly string[]) {
  // A terminal of a usual size (the pseudo-terminal starts with none, and the prompts wrap).
  const command =
    'stty cols 160 rows 50 && ' +
    ['node', 'scripts/storefront.js', ...args]
      .map((part) => `'${part.replace(/'/g, `'\\''`)}'`)
      .join(' ');
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TERM: 'xterm' };
  delete env.NODE_ENV;
  delete env.VITEST;
  delete env.FORCE_COLOR;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    // eslint-disable-next-line no-control-regex
    screen += chunk.toString().replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let seen = 0;
  return {
    exited,
    screen: () => screen,
    /** Waits until `text` shows after what was already waited for. */
    waitFor: (text: string, timeoutMs = 120_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          const at = screen.indexOf(text, seen);
          if (at === -1) return;
          seen = at + text.length;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`"${text}" never showed; the terminal:\n${screen.slice(-3000)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    type: (keys: string) => child.stdin.write(keys),
  };
}

describe('storefront new-brand on a terminal (issue 15)', () => {
  it('asks what the flags left out, refuses a bad answer at its question, then writes the brand', async () => {
    const dir = configsRoot();
    const cli = onTerminal(['new-brand', '--no-build', '--dir', dir]);
    await cli.waitFor('Brand id');
    cli.type('pine-hill' + ENTER);
    await cli.waitFor('Brand name');
    cli.type('Pine Hill' + ENTER);
    await cli.waitFor('Site-id prefix');
    cli.type('ph' + ENTER);
    await cli.waitFor('Sites (the first is the default site)');
    // us is chosen already; down to uk (us, ca, uk) and choose it too.
    cli.type(DOWN + DOWN + SPACE + ENTER);
    await cli.waitFor('Primary colour');
    cli.type('blue' + ENTER);
    // The answer is refused where it was given, with the flags' own words, and can be mended.
    await cli.waitFor('primary colour "blue" must be a colour as #rrggbb');
    cli.type(BACKSPACE.repeat(4) + '#2f4f3a' + ENTER);
    await cli.waitFor('Accent colour');
    cli.type('#c9703d' + ENTER);
    await cli.waitFor('Logo text');
    cli.type('PINE HILL' + ENTER);
    await cli.waitFor('pine-hill validates (2 site(s))');
    expect(await cli.exited, cli.screen().slice(-2000)).toBe(0);

    const brand = JSON.parse(readFileSync(join(dir, 'pine-hill/brand.json'), 'utf8'));
    expect(brand).toMatchObject({
      id: 'pine-hill',
      siteIdPrefix: 'ph',
      defaultSite: 'ph-us',
      theme: { colors: { primary: '#2f4f3a', accent: '#c9703d' }, logo: { text: 'PINE HILL' } },
    });
    expect(existsSync(join(dir, 'pine-hill/sites/ph-uk.json'))).toBe(true);
  }, 300_000);

  it('a prompt cancelled with Ctrl-C writes nothing and exits 2', async () => {
    const dir = configsRoot();
    const cli = onTerminal(['new-brand', '--no-build', '--dir', dir, '--name', 'Pine Hill']);
    await cli.waitFor('Brand id');
    cli.type('pine-hill');
    cli.type(CTRL_C);
    await cli.waitFor('Cancelled');
    expect(await cli.exited).toBe(2);
    expect(existsSync(join(dir, 'pine-hill'))).toBe(false);
  }, 120_000);
});

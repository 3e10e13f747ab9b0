import pc from 'picocolors';
import type { ScaffoldError } from './scaffold-files.ts';

/** Where a scaffolding command writes: text lines, or one JSON document at the end. */
export interface CommandOutput {
  readonly json: boolean;
  line(text: string): void;
  /** Exit code 2: a usage error (bad flag); 1: the brand does not validate or build. */
  fail(error: ScaffoldError, code: number, extra?: Record<string, unknown>): number;
  done(result: Record<string, unknown>, code: number): number;
}

export function commandOutput(
  json: boolean,
  write: (text: string) => void = (text) => process.stdout.write(text + '\n'),
): CommandOutput {
  return {
    json,
    line: (text) => {
      if (!json) write(text);
    },
    fail: (error, code, extra = {}) => {
      if (json) {
        write(
          JSON.stringify(
            {
              ok: false,
              error: { headline: error.headline, problem: error.problem, nextStep: error.nextStep },
              ...extra,
            },
            null,
            2,
          ),
        );
      } else {
        write(pc.red(pc.bold(`✖ ${error.headline}`)));
        write(`  ${error.problem}`);
        write(`  ${pc.dim('Next:')} ${error.nextStep}`);
      }
      return code;
    },
    done: (result, code) => {
      if (json) write(JSON.stringify({ ok: code === 0, ...result }, null, 2));
      return code;
    },
  };
}

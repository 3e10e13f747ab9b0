import type { JsonDocument } from './json-document.ts';
import type { ConfigProblem, ProblemDraft } from './problem.ts';

/** A document that passed its schema, with its value typed. */
export interface Checked<T> {
  readonly document: JsonDocument;
  readonly value: T;
}

/** Places a problem in its file at the line and column of its pointer. */
export function locate(document: JsonDocument, draft: ProblemDraft): ConfigProblem {
  const { at, ...rest } = draft;
  const position = document.positionOf(draft.pointer, at);
  const problem: ConfigProblem = { ...rest, file: document.file, ...position };
  if (problem.suggestion === undefined) delete (problem as { suggestion?: string }).suggestion;
  if (problem.found === undefined) delete (problem as { found?: string }).found;
  return problem;
}

/** Collects problems as checks find them. */
export class ProblemList {
  readonly items: ConfigProblem[] = [];

  private readonly seen = new Set<string>();

  /** Adds a problem once, even when several sites lead to the same value of a shared file. */
  add(document: JsonDocument, draft: ProblemDraft): void {
    this.push(locate(document, draft));
  }

  push(problem: ConfigProblem): void {
    const key = [problem.code, problem.file, problem.pointer, problem.message].join('|');
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push(problem);
  }
}

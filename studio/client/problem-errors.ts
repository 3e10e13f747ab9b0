/** A problem as the studio's server reports it (engine/config/problem.ts's ConfigProblem). */
export interface StudioProblem {
  readonly code: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly pointer: string;
  readonly message: string;
  readonly found?: string;
  readonly suggestion?: string;
}

/** An error tree in @rjsf's ErrorSchema shape: keys down the value, `__errors` at a field. */
export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

export const ROOT_ID = 'root';
export const ID_SEPARATOR = '_';

/** "/sites/0/a~1b" -> ["sites", "0", "a/b"] (RFC 6901). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The message shown at a field: the validator's, with what was found and its suggestion. */
export function problemText(problem: StudioProblem): string {
  const found = problem.found === undefined ? '' : ` (found ${problem.found})`;
  const suggestion = problem.suggestion ? `. ${problem.suggestion}` : '';
  return `${problem.message}${found}${suggestion}`;
}

/** Keys that must never become properties of the tree (the pointer comes from parsed JSON). */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype', '__errors']);

/**
 * The document's problems as @rjsf's extraErrors, so each shows at its field: the JSON pointer's
 * segments are the path down the tree. A pointer through a key that cannot be a tree key shows
 * at the nearest field above it.
 */
export function problemsToErrorTree(problems: readonly StudioProblem[]): ErrorTree {
  const tree: ErrorTree = {};
  for (const problem of problems) {
    let node = tree;
    for (const segment of pointerSegments(problem.pointer)) {
      if (UNSAFE.has(segment)) break;
      const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (next === undefined || Array.isArray(next)) {
        const child: ErrorTree = {};
        node[segment] = child;
        node = child;
      } else {
        node = next;
      }
    }
    (node.__errors ??= []).push(problemText(problem));
  }
  return tree;
}

/** The id @rjsf gives the field at a pointer ("/banners/0/id" -> "root_banners_0_id"). */
export function pointerToFieldId(pointer: string): string {
  return [ROOT_ID, ...pointerSegments(pointer)].join(ID_SEPARATOR);
}

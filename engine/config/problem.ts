/**
 * One thing wrong in a brand's configuration, located precisely enough for a merchandiser to fix it
 * without reading code: file, line and column, JSON pointer, what was expected and what was found.
 */
export interface ConfigProblem {
  /** Stable machine-readable code, e.g. "schema.enum" or "site.default-locale". */
  readonly code: string;
  /** File path relative to the repository root. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** JSON pointer of the offending value inside the file ("" is the whole document). */
  readonly pointer: string;
  /** What is wrong, phrased as what the value must be. */
  readonly message: string;
  /** The value found, as JSON, when there is one. */
  readonly found?: string;
  /** A suggested fix ("did you mean ..."). */
  readonly suggestion?: string;
}

/** A problem before it is located in a file. */
export type ProblemDraft = Omit<ConfigProblem, 'line' | 'column' | 'file'> & {
  /** Point at the key rather than the value (unknown or duplicate keys). */
  readonly at?: 'key' | 'value';
};

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? json.slice(0, 57) + '...' : json;
}

/** `file:line:col  /pointer  message (found X)  did you mean ...?` */
export function formatProblem(problem: ConfigProblem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const pointer = problem.pointer === '' ? '(document)' : problem.pointer;
  const found = problem.found === undefined ? '' : ` (found ${problem.found})`;
  const suggestion = problem.suggestion ? `. ${problem.suggestion}` : '';
  return `${where}  ${pointer}  ${problem.message}${found}${suggestion}`;
}

export function compareProblems(a: ConfigProblem, b: ConfigProblem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

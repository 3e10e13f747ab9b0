import { parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { pointerToSegments } from './json-pointer.ts';

/** Where something is in a file, 1-based like every editor. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

export interface JsonSyntaxError extends SourcePosition {
  readonly message: string;
}

/**
 * A JSON file kept with its text and syntax tree, so that any JSON pointer can be turned back into a
 * line and column. The text is never rewritten.
 */
export interface JsonDocument {
  /** Path relative to the repository root, as shown in messages. */
  readonly file: string;
  readonly text: string;
  /** The parsed value, or undefined when the file is not valid JSON. */
  readonly value: unknown;
  readonly syntaxErrors: readonly JsonSyntaxError[];
  /** Position of the value at `pointer`, or of its nearest existing ancestor. */
  positionOf(pointer: string, part?: 'key' | 'value'): SourcePosition;
}

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a key in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon after the key',
  CommaExpected: 'expected a comma between entries',
  CloseBraceExpected: 'expected } to close the object',
  CloseBracketExpected: 'expected ] to close the list',
  EndOfFileExpected: 'unexpected text after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a string is not closed: add the closing double quote',
  UnexpectedEndOfNumber: 'invalid number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string',
};

export function parseJsonDocument(file: string, text: string): JsonDocument {
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const lineStarts = computeLineStarts(text);
  const at = (offset: number): SourcePosition => offsetToPosition(lineStarts, offset);

  const syntaxErrors: JsonSyntaxError[] = parseErrors.map((error) => {
    const code = printParseErrorCode(error.error);
    return { ...at(error.offset), message: syntaxMessages[code] ?? code };
  });
  syntaxErrors.push(...findDuplicateKeys(tree, at));

  const value = syntaxErrors.length === 0 && tree ? (JSON.parse(text) as unknown) : undefined;

  return {
    file,
    text,
    value,
    syntaxErrors,
    positionOf(pointer, part = 'value') {
      if (!tree) return { line: 1, column: 1 };
      const node = nearestNode(tree, pointerToSegments(pointer));
      const target = part === 'key' && node.parent?.type === 'property' ? node.parent : node;
      return at(target.offset);
    },
  };
}

/** Walks the tree along the pointer's segments; stops at the deepest node that exists. */
function nearestNode(root: Node, segments: string[]): Node {
  let node = root;
  for (const segment of segments) {
    const child =
      node.type === 'array'
        ? node.children?.[Number(segment)]
        : node.type === 'object'
          ? node.children?.find((property) => property.children?.[0]?.value === segment)
              ?.children?.[1]
          : undefined;
    if (!child) return node;
    node = child;
  }
  return node;
}

function findDuplicateKeys(
  tree: Node | undefined,
  at: (offset: number) => SourcePosition,
): JsonSyntaxError[] {
  const found: JsonSyntaxError[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        if (!key) continue;
        const name = String(key.value);
        if (seen.has(name)) {
          found.push({
            ...at(key.offset),
            message: `duplicate key "${name}": JSON keeps only the last one, remove one of them`,
          });
        }
        seen.add(name);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  if (tree) visit(tree);
  return found;
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) === 10) starts.push(index + 1);
  }
  return starts;
}

function offsetToPosition(lineStarts: number[], offset: number): SourcePosition {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}

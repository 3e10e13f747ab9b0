import type { ErrorObject } from 'ajv/dist/2020.js';
import { didYouMean } from './did-you-mean.ts';
import { childPointer } from './json-pointer.ts';
import { describeValue } from './problem.ts';
import type { ProblemDraft } from './problem.ts';

type SchemaNode = {
  type?: string | string[];
  properties?: Record<string, unknown>;
  description?: string;
  anyOf?: SchemaNode[];
};

/**
 * Turns ajv's errors into problems a merchandiser can act on: one per fault, in words, with the
 * value found and the closest valid key or value. Errors that only restate another (the anyOf
 * summary beside its branches, the discriminator beside the enum of the tag) are dropped.
 */
export function schemaProblems(errors: readonly ErrorObject[]): ProblemDraft[] {
  const kept = dropRedundant(errors);
  const problems: ProblemDraft[] = [];
  for (const { error, keyCandidates } of kept) {
    const problem = toProblem(error, keyCandidates ?? []);
    if (problem) problems.push(problem);
  }
  return dedupe(problems);
}

function toProblem(error: ErrorObject, keyCandidates: unknown[]): ProblemDraft | undefined {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {}).filter((name) => name !== '$schema');
      return {
        code: 'schema.unknown-key',
        pointer: childPointer(pointer, key),
        at: 'key',
        message: `unknown key "${key}"; allowed keys here: ${allowed.join(', ') || 'none'}`,
        suggestion: didYouMean(key, allowed),
      };
    }
    case 'required': {
      const key = String(params.missingProperty);
      return {
        code: 'schema.required',
        pointer,
        message: `missing required key "${key}"`,
        suggestion: describe(parent.properties?.[key]),
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      return {
        code: 'schema.enum',
        pointer,
        message: `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`,
        found: describeValue(error.data),
        suggestion: didYouMean(error.data, allowed),
      };
    }
    case 'const':
      return {
        code: 'schema.const',
        pointer,
        message: `must be ${JSON.stringify(params.allowedValue)}`,
        found: describeValue(error.data),
      };
    case 'type':
      return {
        code: 'schema.type',
        pointer,
        message: `must be ${article(String(params.type))}`,
        found: describeValue(error.data),
      };
    case 'pattern':
      return {
        code: 'schema.pattern',
        pointer,
        message: `must match the pattern ${String(params.pattern)}`,
        found: describeValue(error.data),
        suggestion: parent.description,
      };
    case 'propertyNames':
      return {
        code: 'schema.key-name',
        pointer: childPointer(pointer, String(params.propertyName)),
        at: 'key',
        message:
          keyCandidates.length > 0
            ? `key "${String(params.propertyName)}" is not allowed here; keys must be one of ${keyCandidates.join(', ')}`
            : `key "${String(params.propertyName)}" is not allowed here`,
        suggestion: didYouMean(params.propertyName, keyCandidates),
      };
    case 'anyOf':
      return {
        code: 'schema.any-of',
        pointer,
        message: `must be ${(parent.anyOf ?? []).map(branchName).join(' or ')}`,
        found: describeValue(error.data),
        suggestion: parent.description,
      };
    case 'discriminator':
      return {
        code: 'schema.discriminator',
        pointer: childPointer(pointer, String(params.tag)),
        message: `"${String(params.tag)}" must name one of the known kinds`,
        found: describeValue(params.tagValue),
      };
    case 'if':
    case 'oneOf':
      return undefined;
    default:
      return {
        code: `schema.${error.keyword}`,
        pointer,
        message: error.message ?? 'is not valid',
        found: describeValue(error.data),
      };
  }
}

/**
 * Keeps the errors that say something of their own:
 * - a propertyNames failure keeps its summary, with the allowed names of the enum that rejected it;
 * - an anyOf whose data has the JSON type of one branch reports that branch's precise errors, else
 *   the anyOf summary alone (localized text: "a string or an object");
 * - a discriminator failure is dropped when the tag's own enum already says it.
 */
function dropRedundant(
  errors: readonly ErrorObject[],
): { error: ErrorObject; keyCandidates?: unknown[] }[] {
  const kept: { error: ErrorObject; keyCandidates?: unknown[] }[] = [];
  const dropped = new Set<ErrorObject>();
  for (const error of errors) {
    if (error.keyword !== 'anyOf') continue;
    const branchPrefix = error.schemaPath + '/';
    const branch = errors.filter((other) => other.schemaPath.startsWith(branchPrefix));
    const precise = branch.filter((other) => other.keyword !== 'type');
    for (const other of precise.length > 0
      ? [error, ...branch.filter((o) => o.keyword === 'type')]
      : branch) {
      dropped.add(other);
    }
  }
  for (const error of errors) {
    if (dropped.has(error)) continue;
    // ajv marks the inner errors of a propertyNames check with the key they were about.
    const innerOf = (error as { propertyName?: string }).propertyName;
    if (innerOf !== undefined) continue;
    const propertyName = (error.params as { propertyName?: string }).propertyName;
    if (error.keyword === 'propertyNames') {
      const inner = errors.find(
        (other) =>
          other.keyword === 'enum' &&
          other.instancePath === error.instancePath &&
          (other as { propertyName?: string }).propertyName === propertyName,
      );
      kept.push({
        error,
        keyCandidates: (inner?.params as { allowedValues?: unknown[] })?.allowedValues,
      });
      continue;
    }
    if (error.keyword === 'discriminator') {
      const tagPointer = childPointer(
        error.instancePath,
        String((error.params as { tag?: string }).tag),
      );
      if (errors.some((other) => other.keyword === 'enum' && other.instancePath === tagPointer))
        continue;
    }
    kept.push({ error });
  }
  return kept;
}

function dedupe(problems: ProblemDraft[]): ProblemDraft[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.pointer}|${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function branchName(branch: SchemaNode): string {
  if (branch.type === 'object') return 'an object';
  if (typeof branch.type === 'string') return article(branch.type);
  return 'a valid value';
}

function article(type: string): string {
  return type
    .split(',')
    .map((name) =>
      name === 'integer' || name === 'object' || name === 'array' ? `an ${name}` : `a ${name}`,
    )
    .join(' or ');
}

function describe(schema: unknown): string | undefined {
  const description = (schema as SchemaNode | undefined)?.description;
  return description ? `It is: ${description}` : undefined;
}

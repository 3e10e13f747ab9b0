/**
 * Generates TypeScript types from schemas/ (the single source of truth):
 * - engine/config/generated/input.ts: what a merchandiser writes (`SiteInput`): fields with
 *   defaults are optional;
 * - engine/config/generated/resolved.ts: what the engine reads after resolution
 *   (`ResolvedSite...`): fields with a schema default are required, because resolution fills them;
 * - engine/config/generated/flag-rules.ts: the flags' allowed values for the browser;
 * - engine/config/generated/component-props.ts and tests/types/: the registry's props types and
 *   the brands' replacement modules checked against them;
 * - schemas/api/generated/types.ts: every request and response payload of schemas/api, named by
 *   the schemas' titles, shared by engine/api and commerce-api (DESIGN §4a);
 * - engine/domain/validation/shared-rules.ts: the validation rules engine and API share.
 * `--check` fails when the committed files differ from what the schemas generate.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import type { JSONSchema } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';
import { readSchemas, SCHEMA_BASE } from '../engine/config/schema-set.ts';

type Schema = Record<string, unknown>;
type Variant = 'input' | 'resolved';

const outDir = fileURLToPath(new URL('../engine/config/generated/', import.meta.url));
const apiOutDir = fileURLToPath(new URL('../schemas/api/generated/', import.meta.url));
const rulesOutDir = fileURLToPath(new URL('../engine/domain/validation/', import.meta.url));
const RULES = 'api/rules.schema.json';
const allSchemas = readSchemas();
const isApi = (name: string) => name.startsWith('api/');
/** The configuration's schemas; the API's payloads have a file of their own. */
const schemas = new Map([...allSchemas].filter(([name]) => !isApi(name)));

function transform(node: unknown, variant: Variant, isRoot: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => transform(item, variant, false));
  if (node === null || typeof node !== 'object') return node;
  const schema: Schema = {};
  for (const [key, value] of Object.entries(node as Schema)) {
    // Keyword maps hold schemas; other keys hold data (default, enum, const, examples).
    const holdsSchemas = [
      'properties',
      '$defs',
      'items',
      'additionalProperties',
      'anyOf',
      'oneOf',
      'allOf',
      'propertyNames',
    ];
    schema[key] =
      holdsSchemas.includes(key) && key !== 'properties' && key !== '$defs'
        ? transform(value, variant, false)
        : key === 'properties' || key === '$defs'
          ? Object.fromEntries(
              Object.entries(value as Schema).map(([name, child]) => [
                name,
                transform(child, variant, false),
              ]),
            )
          : value;
  }
  if (typeof schema.title === 'string') {
    schema.title = variant === 'input' ? `${schema.title}Input` : `Resolved${schema.title}`;
  }
  if (variant === 'resolved' && schema.properties) {
    const withDefault = Object.entries((node as Schema).properties as Schema)
      .filter(([, child]) => typeof child === 'object' && child !== null && 'default' in child)
      .map(([name]) => name);
    schema.required = [...new Set([...((schema.required as string[]) ?? []), ...withDefault])];
  }
  // Markdown is a tree once resolved (engine/config/markdown.ts: resolution converts it).
  if (variant === 'resolved' && schema['x-markdown'] === true) {
    return { title: schema.title, description: schema.description, tsType: 'MarkdownText' };
  }
  // A $ref with sibling keywords makes the generator copy the target under a new numbered name;
  // the siblings (description, default) have done their work above, so keep the bare $ref.
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref };
  if (isRoot) delete schema.$schema;
  return schema;
}

async function generate(variant: Variant): Promise<string> {
  const transformed = new Map(
    [...schemas].map(([name, schema]) => [name, transform(schema, variant, true)]),
  );
  const root: JSONSchema = {
    title: variant === 'input' ? 'ConfigInputTypes' : 'ConfigResolvedTypes',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      [...transformed.keys()].map((name) => [
        name.replace(/\W+/g, '_'),
        { $ref: SCHEMA_BASE + name },
      ]),
    ),
  };
  const code = await compileTypes(root, transformed, outDir);
  return variant === 'resolved'
    ? code.replace(/^(\/\*.*\*\/\n)/, "$1\nimport type { MarkdownText } from '../markdown.ts';\n")
    : code;
}

/** json-schema-to-typescript over `root`, resolving $refs from `resolved`, then Prettier. */
async function compileTypes(
  root: JSONSchema,
  resolved: ReadonlyMap<string, unknown>,
  dir: string,
  arrays: { maxItems: number } | { ignoreMinAndMaxItems: true } = { maxItems: -1 },
): Promise<string> {
  const code = await compile(root, root.title as string, {
    bannerComment:
      '/* Generated by `npm run gen` from schemas/. Do not edit: change the schema and run `npm run gen`. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    format: false,
    ...arrays,
    $refOptions: {
      resolve: {
        file: false,
        http: false,
        storefront: {
          order: 1,
          canRead: (file: { url: string }) => file.url.startsWith(SCHEMA_BASE),
          read: (file: { url: string }) =>
            JSON.stringify(resolved.get(file.url.slice(SCHEMA_BASE.length).replace(/#.*$/, ''))),
        },
      },
    } as never,
  });
  const options = (await resolveConfig(dir + 'x.ts')) ?? {};
  return format(code, { ...options, parser: 'typescript' });
}

/**
 * An API schema as the generator should see it. A `$ref` with sibling keywords (a response that
 * extends a shared shape, closed with unevaluatedProperties) becomes an allOf of the two, which
 * the generator writes as an intersection instead of a numbered copy of the target;
 * unevaluatedProperties says nothing a TypeScript type can add.
 */
function transformApi(node: unknown, isRoot: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => transformApi(item, false));
  if (node === null || typeof node !== 'object') return node;
  const schema: Schema = {};
  for (const [key, value] of Object.entries(node as Schema)) {
    if (key === 'unevaluatedProperties' || (isRoot && key === '$schema')) continue;
    schema[key] =
      key === 'properties' || key === '$defs'
        ? Object.fromEntries(
            Object.entries(value as Schema).map(([name, child]) => [
              name,
              transformApi(child, false),
            ]),
          )
        : ['default', 'enum', 'const', 'examples', 'required'].includes(key)
          ? value
          : transformApi(value, false);
  }
  if (typeof schema.$ref !== 'string') return schema;
  const { $ref, title, description, $id, $defs, ...rest } = schema;
  const annotations = {
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...($id !== undefined ? { $id } : {}),
    ...($defs !== undefined ? { $defs } : {}),
  };
  if (Object.keys(rest).filter((key) => key !== 'type').length === 0) {
    return title === undefined && $defs === undefined ? { $ref } : { ...annotations, $ref };
  }
  return { ...annotations, allOf: [{ $ref }, rest] };
}

/** Every schema of schemas/api as one file of types, named by the schemas' titles. */
async function generateApi(): Promise<string> {
  const transformed = new Map(
    [...allSchemas].map(([name, schema]) => [
      name,
      isApi(name) ? transformApi(schema, true) : transform(schema, 'resolved', true),
    ]),
  );
  // Shared definitions (common.schema.json: currency, locale...) keep their own names here.
  for (const [name, schema] of transformed) {
    if (!isApi(name)) transformed.set(name, plainTitles(schema));
  }
  const root: JSONSchema = {
    title: 'ApiPayloads',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      [...allSchemas.keys()]
        .filter((name) => isApi(name) && name !== RULES)
        .map((name) => [name.replace(/\W+/g, '_'), { $ref: SCHEMA_BASE + name }]),
    ),
  };
  // Plain arrays, not tuples for minItems: callers build payloads with map() and filter().
  return compileTypes(root, transformed, apiOutDir, { ignoreMinAndMaxItems: true });
}

/** Undoes the resolved variant's "Resolved" title prefix (shared schemas in the API file). */
function plainTitles(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainTitles);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Schema).map(([key, value]) => [
      key,
      key === 'title' && typeof value === 'string'
        ? value.replace(/^Resolved/, '')
        : ['default', 'enum', 'const', 'examples'].includes(key)
          ? value
          : plainTitles(value),
    ]),
  );
}

/**
 * The feature flags' allowed values as a plain constant: the browser checks run-time overrides
 * (cookie, query string) against it without shipping ajv (DESIGN §3).
 */
async function generateFlagRules(): Promise<string> {
  const flags = schemas.get('flags.schema.json') as { properties: Record<string, Schema> };
  const rules = Object.fromEntries(
    Object.entries(flags.properties).map(([name, schema]) => {
      const rule: Schema = {};
      for (const key of ['type', 'enum', 'minimum', 'maximum', 'default']) {
        if (key in schema) rule[key] = schema[key];
      }
      return [name, rule];
    }),
  );
  const code = [
    '/* Generated by `npm run gen` from schemas/flags.schema.json. Do not edit. */',
    `export const FLAG_RULES = ${JSON.stringify(rules, null, 2)} as const;`,
    'export type FlagName = keyof typeof FLAG_RULES;',
    '',
  ].join('\n');
  const options = (await resolveConfig(outDir + 'x.ts')) ?? {};
  return format(code, { ...options, parser: 'typescript' });
}

/**
/**
 * The validation rules engine and API share (schemas/api/rules.schema.json) as a plain constant:
 * the browser checks a call's params with the API's own patterns and bounds, without ajv.
 */
async function generateSharedRules(): Promise<string> {
  const rules = (allSchemas.get(RULES) as { $defs: Record<string, Schema> }).$defs;
  const kept = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      Object.fromEntries(Object.entries(rule).filter(([key]) => key !== 'description')),
    ]),
  );
  const code = [
    '/* Generated by `npm run gen` from schemas/api/rules.schema.json. Do not edit. */',
    `export const SHARED_RULES = ${JSON.stringify(kept, null, 2)} as const;`,
    '',
  ].join('\n');
  const options = (await resolveConfig(rulesOutDir + 'x.ts')) ?? {};
  return format(code, { ...options, parser: 'typescript' });
}

/**
 * The props type of every component schema (schemas/components/<Name>.schema.json), by registry
 * name: the registry's entries are typed by it (engine/app/registry.ts), so an entry, a variant or
 * a brand module whose component takes other props fails tsc.
 */
async function generateComponentProps(): Promise<string> {
  const names = [...schemas.keys()]
    .filter((name) => name.startsWith('components/'))
    .map((name) => name.slice('components/'.length, -'.schema.json'.length))
    .sort();
  const typeOf = (name: string) => {
    const title = (schemas.get(`components/${name}.schema.json`) as { title?: string }).title;
    if (title !== `${name}Props`) {
      throw new Error(`schemas/components/${name}.schema.json must have the title "${name}Props".`);
    }
    return `Resolved${title}`;
  };
  const code = [
    '/* Generated by `npm run gen` from schemas/components/. Do not edit. */',
    `import type { ${names.map(typeOf).join(', ')} } from './resolved.ts';`,
    '',
    '/** Props of every component with a props schema, by registry name. */',
    'export interface ComponentProps {',
    ...names.map((name) => `  ${name}: ${typeOf(name)};`),
    '}',
    '',
    'export type ComponentName = keyof ComponentProps;',
    '',
    `export const COMPONENT_NAMES: readonly ComponentName[] = ${JSON.stringify(names)};`,
    '',
  ].join('\n');
  const options = (await resolveConfig(outDir + 'x.ts')) ?? {};
  return format(code, { ...options, parser: 'typescript' });
}

/**
 * A type check of every brand's own modules (brand.json components.replace to
 * "components/<file>.tsx"): each must take the props of the component it replaces, so a brand
 * module with the wrong props, or a schema change it does not follow, fails tsc. Written to
 * tests/types/ (a compile-time test: nothing imports it at run time).
 */
async function generateBrandModuleChecks(): Promise<string> {
  const brandsDir = fileURLToPath(new URL('../brand-configs/', import.meta.url));
  const checks: string[] = [];
  for (const folder of readdirSync(brandsDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const file = join(brandsDir, folder.name, 'brand.json');
    if (!existsSync(file)) continue;
    const brand = JSON.parse(readFileSync(file, 'utf8')) as {
      components?: { replace?: Record<string, string> };
    };
    for (const [name, target] of Object.entries(brand.components?.replace ?? {})) {
      if (!/^components\/[a-z0-9][a-z0-9-]*\.tsx$/.test(target)) continue;
      const alias = `${folder.name}_${name}`.replace(/\W+/g, '_');
      checks.push(
        `import type ${alias} from '../../brand-configs/${folder.name}/${target}';`,
        `export const ${alias}Check: Replaces<'${name}'> = null as unknown as typeof ${alias};`,
      );
    }
  }
  const code = [
    "/* Generated by `npm run gen` from each brand.json's components.replace. Do not edit. */",
    "import type { ComponentType } from 'react';",
    "import type { ComponentProps } from '../../engine/config/generated/component-props.ts';",
    '',
    '/** A module that replaces `Name` takes exactly the props the engine renders `Name` with. */',
    'type Replaces<Name extends keyof ComponentProps> = ComponentType<ComponentProps[Name]>;',
    '',
    ...checks,
    '',
  ].join('\n');
  const options = (await resolveConfig(outDir + 'x.ts')) ?? {};
  return format(code, { ...options, parser: 'typescript' });
}

/** Every generated file, by its path in the repository. */
const GENERATORS: Readonly<Record<string, () => Promise<string>>> = {
  'engine/config/generated/input.ts': () => generate('input'),
  'engine/config/generated/resolved.ts': () => generate('resolved'),
  'engine/config/generated/flag-rules.ts': generateFlagRules,
  'engine/config/generated/component-props.ts': generateComponentProps,
  'tests/types/brand-modules.generated.ts': generateBrandModuleChecks,
  'schemas/api/generated/types.ts': generateApi,
  'engine/domain/validation/shared-rules.ts': generateSharedRules,
};
const repoRoot = fileURLToPath(new URL('../', import.meta.url));

const check = process.argv.includes('--check');
let drifted = false;
for (const [file, generator] of Object.entries(GENERATORS)) {
  const path = join(repoRoot, file);
  const generated = await generator();
  if (check) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // Missing counts as drift.
    }
    if (current !== generated) {
      drifted = true;
      console.error(`[storefront:gen] ${file} is out of date with schemas/ and brand-configs/.`);
    }
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, generated);
    console.log(`[storefront:gen] wrote ${file}`);
  }
}
if (drifted) {
  console.error('Run `npm run gen` and commit the result.');
  process.exit(1);
}
if (check) console.log('[storefront:gen] generated types match schemas/.');

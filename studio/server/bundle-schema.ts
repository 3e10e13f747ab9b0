import type { ComponentCatalog } from '../../engine/config/component-catalog.ts';

type Json = Record<string, unknown>;

/** A file's schema sits in the bundle's $defs under its path; in a pointer "/" is "~1" (RFC 6901). */
function pointerKey(file: string): string {
  return file.replace(/~/g, '~0').replace(/\//g, '~1');
}

function resolveFile(from: string, ref: string): string {
  const base = from.split('/').slice(0, -1);
  for (const part of ref.split('/')) {
    if (part === '..') base.pop();
    else if (part !== '.' && part !== '') base.push(part);
  }
  return base.join('/');
}

/**
 * One self-contained schema for a form library that resolves only local "#/..." references
 * (@rjsf): every file the root reaches is copied under $defs and each reference rewritten to
 * point there. `$id`s are dropped so that nothing changes the base of a reference.
 */
export function bundleSchema(
  root: string,
  schemas: ReadonlyMap<string, Json>,
  catalog?: ComponentCatalog,
): Json {
  const defs: Json = {};
  const pending = [root];
  const included = new Set<string>();
  const rewrite = (value: unknown, file: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, file));
    if (typeof value !== 'object' || value === null) return value;
    const out: Json = {};
    for (const [key, inner] of Object.entries(value as Json)) {
      if (key === '$id' || key === '$schema') continue;
      if (key === '$ref' && typeof inner === 'string') {
        const [target = '', fragment = ''] = inner.split('#');
        const targetFile = target === '' ? file : resolveFile(file, target);
        if (!included.has(targetFile) && schemas.has(targetFile)) pending.push(targetFile);
        included.add(targetFile);
        out.$ref = `#/$defs/${pointerKey(targetFile)}${fragment}`;
      } else if (key === 'properties' && typeof inner === 'object' && inner !== null) {
        out[key] = rewrite(withPropertyTitles(inner as Json), file);
      } else {
        out[key] = rewrite(inner, file);
      }
    }
    return out;
  };
  included.add(root);
  while (pending.length > 0) {
    const file = pending.shift()!;
    const schema = schemas.get(file);
    if (!schema) continue;
    const copy = withOptionTitles(
      file === root && catalog ? withComponentChoices(file, schema, catalog, schemas) : schema,
    );
    defs[file] = rewrite(copy, file);
  }
  const top = defs[root] as Json;
  // The root's own $defs stay reachable at #/$defs/<root>/$defs/..., where its references now point.
  return { ...top, $defs: defs };
}

/**
 * Content pages name registered components: each module becomes a choice of the registry's
 * content components, with that component's props schema (DESIGN §4: validation and forms read
 * the registry).
 */
function withComponentChoices(
  file: string,
  schema: Json,
  catalog: ComponentCatalog,
  schemas: ReadonlyMap<string, Json>,
): Json {
  if (file !== 'content/pages.schema.json') return schema;
  const copy = structuredClone(schema) as Json;
  const page = (copy.properties as Json)?.pages as Json | undefined;
  const modules = ((page?.items as Json)?.properties as Json)?.modules as Json | undefined;
  if (!modules) return copy;
  const choices = Object.entries(catalog)
    .filter(([, entry]) => entry.kind === 'content' && schemas.has(entry.propsSchema))
    .map(([name, entry]) => ({
      title: name,
      type: 'object',
      additionalProperties: false,
      required: ['component'],
      properties: {
        component: { const: name, default: name, title: 'Component', readOnly: true },
        props: { $ref: '../' + entry.propsSchema },
      },
    }));
  if (choices.length > 0) modules.items = { title: 'Component', oneOf: choices };
  return copy;
}

/** Names for the two forms of localized text, which the form shows as a choice. */
function withOptionTitles(schema: Json): Json {
  const localized = (schema.$defs as Json | undefined)?.localizedText as Json | undefined;
  const options = localized?.anyOf as Json[] | undefined;
  if (!options || options.length !== 2) return schema;
  const copy = structuredClone(schema);
  const choices = ((copy.$defs as Json).localizedText as Json).anyOf as Json[];
  choices[0]!.title = 'One text for every language';
  choices[1]!.title = 'Text per language';
  return copy;
}

/** "headlineText" -> "Headline text": a field is labelled by its key unless it has a title. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Each property titled by its own key: a title beside a $ref wins over the referenced schema's
 * (a type name such as "LocalizedText" or "SiteId", which says less than the key).
 */
function withPropertyTitles(properties: Json): Json {
  const titled: Json = {};
  for (const [name, schema] of Object.entries(properties)) {
    titled[name] =
      typeof schema === 'object' && schema !== null && !('title' in schema)
        ? { title: humanize(name), ...(schema as Json) }
        : schema;
  }
  return titled;
}

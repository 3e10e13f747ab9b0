import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { readSchemas } from '../../../schemas/index.ts';

type Schema = Record<string, unknown>;

/**
 * Every key a brand can set, by schema file: "limits.schema.json cart.badgeCountMax". A key whose
 * value is another config schema (brand.json's `switches` is switches.schema.json) is listed there,
 * once; keys of shared value shapes (common.schema.json: localized text, component references) are
 * listed where they are used. `$schema` and the free-form `custom` extension field are not keys.
 */
export function configKeys(): string[] {
  const schemas = readSchemas();
  const keys: string[] = [];
  const roots = [...schemas.keys()].filter(
    (name) =>
      !name.startsWith('api/') &&
      name !== 'common.schema.json' &&
      name !== 'locale-strings.schema.json',
  );
  for (const root of roots) {
    const walk = (node: unknown, file: string, path: string[], depth: number): void => {
      if (depth > 20 || node === null || typeof node !== 'object') return;
      const schema = node as Schema;
      if (typeof schema.$ref === 'string') {
        const [target = '', pointer = ''] = schema.$ref.split('#');
        const targetFile = target ? posix.join(posix.dirname(file), target) : file;
        // Another config file's keys are listed under that file.
        if (target && targetFile !== 'common.schema.json') return;
        let resolved: unknown = schemas.get(targetFile);
        for (const part of pointer.split('/').filter(Boolean))
          resolved = (resolved as Schema)?.[part];
        walk(resolved, targetFile, path, depth + 1);
        return;
      }
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      for (const [key, child] of Object.entries(properties)) {
        if (key === '$schema' || key === 'custom') continue;
        keys.push(`${root} ${[...path, key].join('.')}`);
        walk(child, file, [...path, key], depth + 1);
      }
      for (const keyword of ['items', 'additionalProperties']) {
        if (typeof schema[keyword] === 'object')
          walk(schema[keyword], file, [...path, '*'], depth + 1);
      }
      for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
        for (const branch of (schema[keyword] as unknown[] | undefined) ?? [])
          walk(branch, file, path, depth + 1);
      }
      if (schema.discriminator && Array.isArray(schema.oneOf)) return;
    };
    walk(schemas.get(root), root, [], 0);
  }
  // A recursive shape (navigation items in items, rotating banners in a banner) is one set of keys.
  const folded = keys.map((key) => key.replace(/(\b\w+\.\*\.)(?:\1)+/g, '$1'));
  return [...new Set(folded)].sort();
}

/**
 * The code that makes the store behave: the engine and the commerce API, without what reads every
 * key generically (validation in engine/config, but its resolution, which turns keys into what
 * the engine reads) and without generated types, seed data and locale files.
 */
function readerSources(): string {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|css)$/.test(entry.name)) files.push(path);
    }
  };
  walk(join(REPO_ROOT, 'engine'));
  walk(join(REPO_ROOT, 'commerce-api'));
  return files
    .filter((file) => {
      const path = relative(REPO_ROOT, file);
      if (path.startsWith('engine/config/')) return path === 'engine/config/resolve.ts';
      return !path.startsWith('commerce-api/seed/') && statSync(file).isFile();
    })
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/**
 * Keys whose name no engine or API code mentions: nothing reads them. A name counts as read where
 * it appears as a whole word in code, or in kebab case in a stylesheet (theme colours become
 * `--sf-color-muted-text`). A generic name (`url`, `sites`) is found anywhere: the rule catches a
 * key nobody wrote code for, not every mistake.
 */
export function unreadKeys(keys: readonly string[]): string[] {
  const source = readerSources();
  return keys.filter((key) => {
    const name = key
      .split(' ')[1]!
      .split('.')
      .filter((part) => part !== '*')
      .pop()!;
    const kebab = name.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());
    const word = (text: string, before: string) =>
      new RegExp(`(?<![${before}])${text.replace(/\$/g, '\\$')}(?![\\w$-])`);
    return !word(name, '\\w$-').test(source) && !word(kebab, '\\w$').test(source);
  });
}

import { applyEdits, modify } from 'jsonc-parser';
import type { FormattingOptions, JSONPath } from 'jsonc-parser';
import { isJsonObject as isObject, sameJson } from '../shared/same-json.ts';

/**
 * The text of a JSON file changed to hold `next`, touching only what differs from the value the
 * text holds (jsonc-parser's modify + applyEdits), so the file keeps its formatting and key order
 * and a save is one readable diff (issue 16, "Nothing lost").
 */
export function applyMinimalEdits(text: string, current: unknown, next: unknown): string {
  const formatting = formattingOf(text);
  let result = text;
  const set = (path: JSONPath, value: unknown, arrayInsertion = false): void => {
    const edits = modify(result, path, value, {
      formattingOptions: formatting,
      ...(arrayInsertion ? { isArrayInsertion: true } : {}),
    });
    result = applyEdits(result, edits);
  };
  const walk = (path: JSONPath, before: unknown, after: unknown): void => {
    if (sameJson(before, after)) return;
    if (isObject(before) && isObject(after)) {
      for (const key of Object.keys(before)) {
        if (!(key in after)) set([...path, key], undefined);
      }
      for (const [key, value] of Object.entries(after)) {
        if (key in before) walk([...path, key], before[key], value);
        else set([...path, key], value);
      }
      return;
    }
    if (Array.isArray(before) && Array.isArray(after)) {
      const common = Math.min(before.length, after.length);
      for (let index = 0; index < common; index += 1) {
        walk([...path, index], before[index], after[index]);
      }
      // From the end, so the indices still to remove stay valid.
      for (let index = before.length - 1; index >= after.length; index -= 1) {
        set([...path, index], undefined);
      }
      for (let index = before.length; index < after.length; index += 1) {
        set([...path, index], after[index], true);
      }
      return;
    }
    if (path.length === 0) {
      result = JSON.stringify(after, null, formatting.tabSize) + formatting.eol;
      return;
    }
    set(path, after);
  };
  walk([], current, next);
  return result;
}

/** The file's own indentation and line ending, so inserted lines look like their neighbours. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const tabs = indent.startsWith('\t');
  return {
    insertSpaces: !tabs,
    tabSize: tabs ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

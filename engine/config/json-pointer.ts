/** RFC 6901 JSON pointers, as ajv reports instance paths. */

export function pointerToSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function segmentsToPointer(segments: readonly (string | number)[]): string {
  return segments
    .map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('');
}

export function childPointer(pointer: string, key: string | number): string {
  return pointer + segmentsToPointer([key]);
}

/** The value at `pointer`, or undefined when any segment is missing. */
export function valueAt(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const segment of pointerToSegments(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

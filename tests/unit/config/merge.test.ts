import { describe, expect, it } from 'vitest';
import { mergeLayers } from '../../../engine/config/merge.ts';

describe('mergeLayers', () => {
  it.each([
    ['later scalar wins', [{ a: 1 }, { a: 2 }], { a: 2 }],
    ['undefined never overrides', [{ a: 1 }, { a: undefined }], { a: 1 }],
    ['nested objects merge', [{ a: { b: 1, c: 1 } }, { a: { c: 2 } }], { a: { b: 1, c: 2 } }],
    ['arrays replace', [{ a: [1, 2] }, { a: [3] }], { a: [3] }],
    ['an empty array replaces too', [{ a: [1, 2] }, { a: [] }], { a: [] }],
    ['a missing layer is skipped', [{ a: 1 }, undefined, { b: 2 }], { a: 1, b: 2 }],
  ])('%s', (_name, layers, result) => {
    expect(mergeLayers(...layers)).toEqual(result);
  });

  it('ignores keys that would reach the prototype (DESIGN §8)', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"x": 1}, "ok": 1}',
    );
    const merged = mergeLayers<Record<string, unknown>>({}, hostile);
    expect(merged).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not modify its inputs', () => {
    const base = { a: { b: [1] } };
    const merged = mergeLayers<{ a: { b: number[] } }>(base, { a: { c: 1 } });
    merged.a.b.push(2);
    expect(base).toEqual({ a: { b: [1] } });
  });
});

import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../../engine/config/json-document.ts';

const text = `{
  "name": "Acme",
  "list": [
    { "id": "a" },
    { "id": "b", "deep": { "x": 1 } }
  ]
}
`;

describe('parseJsonDocument', () => {
  const document = parseJsonDocument('brand.json', text);

  it.each([
    ['', 1, 1],
    ['/name', 2, 11],
    ['/list/1/id', 5, 13],
    ['/list/1/deep/x', 5, 33],
    // A missing key points at its nearest existing parent.
    ['/list/1/missing', 5, 5],
    ['/list/7', 3, 11],
  ])('places %s at %i:%i', (pointer, line, column) => {
    expect(document.positionOf(pointer)).toEqual({ line, column });
  });

  it('can point at a key instead of its value', () => {
    expect(document.positionOf('/name', 'key')).toEqual({ line: 2, column: 3 });
  });

  it('reports a syntax error with its position and no value', () => {
    const broken = parseJsonDocument('x.json', '{\n  "a": 1,\n}\n');
    expect(broken.value).toBeUndefined();
    expect(broken.syntaxErrors[0]).toMatchObject({ line: 3, column: 1 });
  });

  it('reports duplicate keys, which JSON.parse silently accepts', () => {
    const duplicated = parseJsonDocument('x.json', '{\n  "a": 1,\n  "a": 2\n}');
    expect(duplicated.syntaxErrors).toEqual([
      {
        line: 3,
        column: 3,
        message: 'duplicate key "a": JSON keeps only the last one, remove one of them',
      },
    ]);
  });

  it('refuses comments, which JSON does not allow', () => {
    expect(parseJsonDocument('x.json', '{ // note\n "a": 1 }').syntaxErrors[0]?.message).toBe(
      'comments are not allowed in JSON',
    );
  });
});

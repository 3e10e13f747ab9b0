import { describe, expect, it } from 'vitest';
import { parse } from 'jsonc-parser';
import { applyMinimalEdits } from '../../../studio/server/minimal-edits.ts';

const FILE = `{
  "$schema": "../../../schemas/site.schema.json",
  "id": "an-uk",
  "currency": "GBP",
  "languages": ["en-GB"],
  "availableCurrencies": [
    {
      "currencyCode": "GBP",
      "currencyPrefix": "£"
    }
  ],
  "consent": { "defaultConsented": false }
}
`;

function edit(change: (value: Record<string, unknown>) => void): string {
  const value = parse(FILE) as Record<string, unknown>;
  const next = structuredClone(value);
  change(next);
  return applyMinimalEdits(FILE, value, next);
}

function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return {
    removed: a.filter((line) => !b.includes(line)),
    added: b.filter((line) => !a.includes(line)),
  };
}

// issue 16 "Nothing lost": every save is one readable diff, formatting and key order kept.
describe('applyMinimalEdits', () => {
  it('changes one value on its own line and nothing else', () => {
    const after = edit((value) => (value.currency = 'EUR'));
    expect(changedLines(FILE, after)).toEqual({
      removed: ['  "currency": "GBP",'],
      added: ['  "currency": "EUR",'],
    });
  });

  it('leaves the text as it is when nothing changed', () => {
    expect(edit(() => undefined)).toBe(FILE);
  });

  it('keeps the key order and the inline formatting of untouched objects', () => {
    const after = edit(
      (value) => ((value.consent as { defaultConsented: boolean }).defaultConsented = true),
    );
    expect(after).toContain('"consent": { "defaultConsented": true }');
    expect(Object.keys(parse(after))).toEqual(Object.keys(parse(FILE)));
  });

  it('adds a key at the end of its object in the file indentation', () => {
    const after = edit((value) => (value.group = 'an-eu'));
    expect(parse(after).group).toBe('an-eu');
    expect(after).toMatch(/\n {2}"group": "an-eu"\n\}/);
  });

  it('removes a key', () => {
    const after = edit((value) => delete value.consent);
    expect(parse(after)).not.toHaveProperty('consent');
    expect(changedLines(FILE, after).added).toEqual(['  ]']);
  });

  it('appends to and removes from arrays element by element', () => {
    const grown = edit((value) => (value.languages as string[]).push('fr-FR'));
    expect(parse(grown).languages).toEqual(['en-GB', 'fr-FR']);
    const shrunk = edit((value) => (value.availableCurrencies = []));
    expect(parse(shrunk).availableCurrencies).toEqual([]);
  });

  it('keeps the result equal to the value it was given', () => {
    const next = {
      ...(parse(FILE) as object),
      currency: 'USD',
      availableCurrencies: [{ currencyCode: 'USD', currencyPrefix: '$' }],
    };
    expect(parse(applyMinimalEdits(FILE, parse(FILE), next))).toEqual(next);
  });

  it('keeps CRLF line endings', () => {
    const crlf = FILE.replace(/\n/g, '\r\n');
    const value = parse(crlf) as Record<string, unknown>;
    const after = applyMinimalEdits(crlf, value, { ...value, group: 'x' });
    expect(after.split('\r\n').length).toBe(after.split('\n').length);
  });
});

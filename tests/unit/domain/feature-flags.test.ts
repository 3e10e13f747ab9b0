import { describe, expect, it } from 'vitest';
import { FLAG_RULES } from '../../../engine/config/generated/flag-rules.ts';
import { parseFlagList, resolveFlags } from '../../../engine/domain/feature-flags.ts';

const configured = { enableStylebot: 0, winston2: 0, enableMockOrders: false, lazyThumbnails: 0 };

describe('feature flag precedence (shell spec §9: set by cookie, query string or environment)', () => {
  it.each([
    ['config only', {}, { enableStylebot: 0 }],
    ['environment over config', { environment: { enableStylebot: '1' } }, { enableStylebot: 1 }],
    [
      'cookie over environment',
      { environment: { winston2: '1' }, cookie: { winston2: '3' } },
      { winston2: 3 },
    ],
    [
      'query over cookie',
      { cookie: { lazyThumbnails: '1' }, query: { lazyThumbnails: '2' } },
      { lazyThumbnails: 2 },
    ],
    [
      'query over environment',
      { environment: { enableMockOrders: 'false' }, query: { enableMockOrders: 'true' } },
      { enableMockOrders: true },
    ],
    [
      'a later source that is silent keeps the earlier value',
      { environment: { winston2: '4' }, query: {} },
      { winston2: 4 },
    ],
    ['boolean accepts 1 and 0', { query: { enableMockOrders: '1' } }, { enableMockOrders: true }],
  ])('%s', (_name, overrides, expected) => {
    const { flags, warnings } = resolveFlags(FLAG_RULES, configured, overrides);
    expect(flags).toMatchObject(expected);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['enum', 'lazyThumbnails', '3'],
    ['range', 'winston2', '5'],
    ['not a number', 'winston2', 'x'],
    ['boolean', 'enableMockOrders', 'yes'],
  ])('ignores a value outside the allowed set (%s) with a warning', (_kind, name, value) => {
    const { flags, warnings } = resolveFlags(FLAG_RULES, configured, {
      environment: { [name]: '1' },
      query: { [name]: value },
    });
    expect(flags[name as keyof typeof flags]).toBe(name === 'enableMockOrders' ? true : 1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(`^\\[storefront:flags\\] Ignored query value "${value}" for ${name}: allowed `),
    );
  });

  it('ignores parameters that are not flags', () => {
    const { flags, warnings } = resolveFlags(FLAG_RULES, configured, {
      query: { page: '2', constructor: '1', __proto__: '1' },
    });
    expect(flags).toEqual(configured);
    expect(warnings).toEqual([]);
  });

  it('reads the environment and cookie list format', () => {
    expect(parseFlagList('enableStylebot=1,winston2=2')).toEqual({
      enableStylebot: '1',
      winston2: '2',
    });
    expect(parseFlagList('a=%E0%A4%A')).toEqual({ a: '' });
    expect(parseFlagList(undefined)).toEqual({});
  });
});

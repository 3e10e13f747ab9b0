import { describe, expect, it } from 'vitest';
import { bannerApplies } from '../../../engine/domain/banners.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { bannersAt } from '../../../studio/server/banners-at.ts';

const banner = (startDate?: string, endDate?: string) => ({
  type: 'globalPromoSimpleBanner',
  id: `${startDate}-${endDate}`,
  ...(startDate ? { startDate } : {}),
  ...(endDate ? { endDate } : {}),
});

const brand = (banners: object[]) =>
  ({ id: 'acme', content: { banners: { banners } } }) as unknown as ResolvedBrand;

const NOW = Date.parse('2026-11-27T12:00:00Z');

// issue 16: banners scheduled by date previewed at a chosen date and time; shell spec §4 windows.
describe('bannersAt', () => {
  it.each([
    ['no window', banner(), '2026-12-24T18:00:00Z', true],
    [
      'inside its window',
      banner('2026-12-20T00:00:00Z', '2026-12-26T00:00:00Z'),
      '2026-12-24T18:00:00Z',
      true,
    ],
    ['before it starts', banner('2026-12-20T00:00:00Z'), '2026-12-19T23:59:00Z', false],
    ['at its end', banner(undefined, '2026-12-26T00:00:00Z'), '2026-12-26T00:00:00Z', false],
    ['after it ends', banner(undefined, '2026-11-01T00:00:00Z'), '2026-12-24T18:00:00Z', false],
  ])('%s: shown %s', (_name, input, at, shown) => {
    const [out] = bannersAt(brand([input]), Date.parse(at)).content.banners.banners as object[];
    // What the engine decides today about the rewritten banner is what it would decide at `at`.
    expect(bannerApplies(out as never, 'acme-us', NOW, 0)).toBe(shown);
    expect(out).toMatchObject({ id: input.id, type: input.type });
  });

  it('leaves the brand it was given as it was', () => {
    const original = brand([banner('2030-01-01T00:00:00Z')]);
    const copy = structuredClone(original);
    bannersAt(original, NOW);
    expect(original).toEqual(copy);
  });
});

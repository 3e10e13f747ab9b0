import { describe, expect, it } from 'vitest';
import { lighthouseOverruns } from '../../../engine/server/lighthouse-budgets.ts';

/** Issue 9 §5: the Lighthouse bench holds each page to its brand's budgets. */
const DEFAULTS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
};
const GOOD = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 40,
  cls: 0,
};

describe('Lighthouse budgets (issue 9 §5)', () => {
  it('passes a page within every budget, at the limits included', () => {
    expect(lighthouseOverruns(DEFAULTS, GOOD)).toEqual([]);
    expect(lighthouseOverruns(DEFAULTS, { ...DEFAULTS })).toEqual([]);
  });

  it('names each score below its least value and each metric above its greatest', () => {
    expect(
      lighthouseOverruns(DEFAULTS, { ...GOOD, performance: 95, seo: 92, lcpMs: 2400, cls: 0.1 }),
    ).toEqual(['performance 95 < 98', 'SEO 92 < 100', 'LCP 2400 ms > 2000 ms', 'CLS 0.1 > 0.02']);
  });

  it("reads the brand's own budgets", () => {
    expect(lighthouseOverruns({ ...DEFAULTS, tbtMs: 20 }, GOOD)).toEqual(['TBT 40 ms > 20 ms']);
  });
});

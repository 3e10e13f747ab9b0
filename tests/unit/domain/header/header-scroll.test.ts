import { describe, expect, it } from 'vitest';
import {
  nextHeaderScroll,
  showsBackToTop,
} from '../../../../engine/domain/header/header-scroll.ts';

// shell spec §4: the header hides or reveals on scroll; changes under 50 px are ignored unless the
// header crosses its full height; ignored while search is open. §9: threshold 50 px.
describe('nextHeaderScroll', () => {
  const base = { headerHeight: 120, thresholdPx: 50, frozen: false };
  it.each([
    // [hidden, anchorY, scrollY, frozen, expected hidden, expected anchor]
    ['down past the header hides', false, 200, 400, false, true, 400],
    ['up by the threshold reveals', true, 400, 350, false, false, 350],
    ['a change under 50 px is ignored', false, 200, 240, false, false, 200],
    ['a small change up is ignored', true, 400, 370, false, true, 400],
    ['crossing the full height under 50 px counts', false, 100, 130, false, true, 130],
    ['back above the header height shows it', true, 150, 110, false, false, 110],
    ['frozen (search open) changes nothing', false, 200, 800, true, false, 200],
    ['a bounce above the top counts as 0', true, 60, -20, false, false, 0],
  ] as const)('%s', (_name, hidden, anchorY, scrollY, frozen, expectHidden, expectAnchor) => {
    expect(nextHeaderScroll({ hidden, anchorY }, { ...base, scrollY, frozen })).toEqual({
      hidden: expectHidden,
      anchorY: expectAnchor,
    });
  });
});

// shell spec §2.3: back-to-top appears after scrolling past one viewport height; route meta
// hideBackToTop on the home page.
describe('showsBackToTop', () => {
  it.each([
    [0, 800, false, false],
    [800, 800, false, false],
    [801, 800, false, true],
    [5000, 800, true, false],
  ])('scrollY %i, viewport %i, home %s: %s', (scrollY, viewport, home, expected) => {
    expect(showsBackToTop(scrollY, viewport, home)).toBe(expected);
  });
});

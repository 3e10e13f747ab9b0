import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcerReducer, EMPTY_ANNOUNCER } from '../../../engine/domain/announcer.ts';
import type { AnnouncerState } from '../../../engine/domain/announcer.ts';
import { createAnnouncerStore } from '../../../engine/components/shell/announcer/announcer-store.ts';

const polite = (id: number) =>
  ({ type: 'announce', politeness: 'polite', message: { id, text: `p${id}` } }) as const;
const assertive = (id: number) =>
  ({ type: 'announce', politeness: 'assertive', message: { id, text: `a${id}` } }) as const;
const texts = (state: AnnouncerState) => ({
  polite: state.polite.map((m) => m.text),
  assertive: state.assertive.map((m) => m.text),
});

// shell spec §4: "a polite message clears the polite list; an assertive message also clears the
// polite list"
describe('announcer rules (shell spec §4)', () => {
  it.each([
    { case: 'a polite message is announced', actions: [polite(1)], polite: ['p1'], assertive: [] },
    {
      case: 'a polite message clears the polite list',
      actions: [polite(1), polite(2)],
      polite: ['p2'],
      assertive: [],
    },
    {
      case: 'an assertive message also clears the polite list',
      actions: [polite(1), assertive(2)],
      polite: [],
      assertive: ['a2'],
    },
    {
      case: 'a polite message leaves the assertive list',
      actions: [assertive(1), polite(2)],
      polite: ['p2'],
      assertive: ['a1'],
    },
    {
      case: 'assertive messages accumulate until they expire',
      actions: [assertive(1), assertive(2)],
      polite: [],
      assertive: ['a1', 'a2'],
    },
    {
      case: 'an expired message leaves its list',
      actions: [assertive(1), assertive(2), { type: 'expire', id: 1 } as const],
      polite: [],
      assertive: ['a2'],
    },
  ])('$case', ({ actions, polite: politeTexts, assertive: assertiveTexts }) => {
    const state = (actions as Parameters<typeof announcerReducer>[1][]).reduce(
      announcerReducer,
      EMPTY_ANNOUNCER,
    );
    expect(texts(state)).toEqual({ polite: politeTexts, assertive: assertiveTexts });
  });
});

// shell spec §4 "screen-reader messages clear after 4 seconds", §9 "announcer 4000 ms"
describe('announcer clock (shell spec §4, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears each message 4000 ms after it was announced, not before', () => {
    vi.useFakeTimers();
    let state = EMPTY_ANNOUNCER;
    const store = createAnnouncerStore((next) => (state = next), 4000);
    store.announce('Added to bag', 'polite');
    vi.advanceTimersByTime(1000);
    store.announce('Payment failed', 'assertive');
    expect(texts(state)).toEqual({ polite: [], assertive: ['Payment failed'] });
    vi.advanceTimersByTime(1000);
    store.announce('Still here', 'polite');
    vi.advanceTimersByTime(2999);
    expect(texts(state)).toEqual({ polite: ['Still here'], assertive: ['Payment failed'] });
    vi.advanceTimersByTime(1);
    expect(texts(state)).toEqual({ polite: ['Still here'], assertive: [] });
    vi.advanceTimersByTime(999);
    expect(texts(state).polite).toEqual(['Still here']);
    vi.advanceTimersByTime(1);
    expect(texts(state)).toEqual({ polite: [], assertive: [] });
  });
});

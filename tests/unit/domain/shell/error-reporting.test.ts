import { describe, expect, it } from 'vitest';
import {
  MAX_BATCH,
  batchOf,
  keepErrorEvent,
  sampleSession,
} from '../../../../engine/domain/shell/error-reporting.ts';

const RATES = { traceSampleRate: 0.1, replaySampleRate: 0.1, replayOnErrorSampleRate: 1 };

// shell spec §9 (error-report sample rates, 502 dropped, flush)
describe('error reporting (shell spec §9)', () => {
  it.each<[[number, number, number], { trace: boolean; replay: boolean; replayOnError: boolean }]>([
    [[0, 0, 0], { trace: true, replay: true, replayOnError: true }],
    [[0.09, 0.5, 0.99], { trace: true, replay: false, replayOnError: true }],
    [[0.1, 0.1, 0.5], { trace: false, replay: false, replayOnError: true }],
  ])('draws %j sample %j', (draws, expected) => {
    expect(sampleSession(RATES, draws)).toEqual(expected);
  });

  it.each<[string, { message: string; stack?: string }, boolean]>([
    ['an ordinary error', { message: 'TypeError: x is undefined' }, true],
    ['a 502 in the message', { message: 'Request failed with 502' }, false],
    ['a 502 in the stack', { message: 'Failed', stack: 'at fetch (status 502)' }, false],
    ['502 inside a number', { message: 'id 15021 missing' }, false],
  ])('%s', (_name, event, expected) => {
    expect(keepErrorEvent(event)).toBe(expected);
  });

  it('a batch drops 502 events, keeps at most MAX_BATCH and trims texts', () => {
    const events = Array.from({ length: 30 }, (_, i) => ({ message: `e${i}`.padEnd(3000, 'x') }));
    const batch = batchOf([{ message: 'Bad gateway 502' }, ...events]);
    expect(batch).toHaveLength(MAX_BATCH);
    expect(batch[0]?.message.startsWith('e0')).toBe(true);
    expect(batch[0]?.message).toHaveLength(2000);
  });
});

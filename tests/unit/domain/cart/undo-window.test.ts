import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UndoWindow, undoOpen } from '../../../../engine/domain/cart/undo-window.ts';

/** Catalogue spec §9 and shell spec §9: "Cart undo time-out 7000 ms". */
const WINDOW = 7000;

describe('the undo window (catalogue spec §9: 7000 ms)', () => {
  it.each([
    ['at removal', 0, true],
    ['a moment before the end', 6999, true],
    ['at 7000 ms: closed', 7000, false],
    ['later', 20_000, false],
    ['a clock before the removal', -1, false],
  ] as const)('%s', (_name, elapsed, open) => {
    expect(undoOpen({ line: 'a', removedAt: 1000 }, 1000 + elapsed, WINDOW)).toBe(open);
  });

  describe('UndoWindow', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(0);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps the removal 7000 ms, then forgets it and says so', () => {
      const onChange = vi.fn();
      const window = new UndoWindow<string>(WINDOW, onChange);
      window.open('dress');
      expect(onChange).toHaveBeenLastCalledWith({ line: 'dress', removedAt: 0 });
      vi.advanceTimersByTime(6999);
      expect(onChange).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(onChange).toHaveBeenLastCalledWith(undefined);
      expect(window.take()).toBeUndefined();
    });

    it('gives the removal back once inside the window', () => {
      const onChange = vi.fn();
      const window = new UndoWindow<string>(WINDOW, onChange);
      window.open('dress');
      vi.advanceTimersByTime(3000);
      expect(window.take()).toEqual({ line: 'dress', removedAt: 0 });
      expect(window.take()).toBeUndefined();
      expect(onChange).toHaveBeenLastCalledWith(undefined);
    });

    it('a second removal replaces the first and gets a full window of its own', () => {
      const onChange = vi.fn();
      const window = new UndoWindow<string>(WINDOW, onChange);
      window.open('dress');
      vi.advanceTimersByTime(5000);
      window.open('mug');
      vi.advanceTimersByTime(5000);
      expect(window.take()).toEqual({ line: 'mug', removedAt: 5000 });
    });
  });
});

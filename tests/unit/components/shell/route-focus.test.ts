// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageTarget } from '../../../../engine/components/shell/route-focus.ts';

/** Shell spec §9: after a client navigation the focus target is waited for 1000 ms, in 5 tries. */
const TIMINGS = { focusTargetWaitMs: 1000, focusTargetTries: 5 };

/** A schedule the test runs by hand: each pending retry with its delay. */
function manualSchedule() {
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    pending,
    schedule: (run: () => void, ms: number) => {
      const entry = { run, ms, cancelled: false };
      pending.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    next() {
      const entry = pending.shift();
      if (!entry || entry.cancelled) throw new Error('no retry pending');
      entry.run();
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusPageTarget (shell spec §9 focus target)', () => {
  it("focuses the new page's title at once when it is there, without a tab stop of its own", () => {
    document.body.innerHTML =
      '<header><a href="/">Home</a></header><main id="main" tabindex="-1"><h1>Dresses</h1></main>';
    const timer = manualSchedule();
    focusPageTarget(document, TIMINGS, timer.schedule);
    const title = document.querySelector('h1')!;
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute('tabindex')).toBe('-1');
    expect(timer.pending).toEqual([]);
  });

  it('waits for a title still rendering: a try every wait / tries ms', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    const timer = manualSchedule();
    focusPageTarget(document, TIMINGS, timer.schedule);
    expect(timer.pending.map((entry) => entry.ms)).toEqual([200]);
    timer.next();
    document.getElementById('main')!.innerHTML = '<h1>Your Bag</h1>';
    timer.next();
    expect(document.activeElement?.textContent).toBe('Your Bag');
    expect(timer.pending).toEqual([]);
  });

  it('after the last try without a title, the main landmark takes the focus', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><p>No title</p></main>';
    const timer = manualSchedule();
    focusPageTarget(document, TIMINGS, timer.schedule);
    for (let tried = 1; tried < TIMINGS.focusTargetTries; tried += 1) {
      expect(document.activeElement).toBe(document.body);
      timer.next();
    }
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(timer.pending).toEqual([]);
  });

  it("a brand's own timings change the number and spacing of the tries", () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    const timer = manualSchedule();
    focusPageTarget(document, { focusTargetWaitMs: 300, focusTargetTries: 2 }, timer.schedule);
    expect(timer.pending.map((entry) => entry.ms)).toEqual([150]);
    timer.next();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('leaves the focus in an open modal dialog (the Sign In dialog of a protected route)', () => {
    document.body.innerHTML =
      '<main id="main" tabindex="-1"><h1>Payments</h1></main><div role="dialog" aria-modal="true"><input aria-label="Email"></div>';
    const input = document.querySelector('input')!;
    input.focus();
    focusPageTarget(document, TIMINGS, manualSchedule().schedule);
    expect(document.activeElement).toBe(input);
  });

  it('a cancel (the next navigation) stops the retries', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    const timer = manualSchedule();
    const cancel = focusPageTarget(document, TIMINGS, timer.schedule);
    cancel();
    expect(timer.pending[0]!.cancelled).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { LatestCheck } from '../../../studio/client/latest-check.ts';

/** A check the test answers by hand. */
function harness() {
  const sent: number[] = [];
  const answers: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const shown: string[] = [];
  const failures: unknown[] = [];
  const check = new LatestCheck<number, string>(
    (input) =>
      new Promise<string>((resolve, reject) => {
        sent.push(input);
        answers.push({ resolve, reject });
      }),
    (answer) => shown.push(answer),
    (error) => failures.push(error),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { check, sent, answers, shown, failures, settle };
}

// Issue 16 (the brand studio): "updated within 300 ms of a change" - no pause before a check, one
// check in flight at a time, the newest drafts next, and every answer shown.
describe('LatestCheck (issue 16: the preview follows the drafts)', () => {
  it('sends a change at once when nothing runs', () => {
    const { check, sent } = harness();
    check.submit(1);
    expect(sent).toEqual([1]);
  });

  it('while a check runs, only the newest change waits, and goes when the answer comes', async () => {
    const { check, sent, answers, shown, settle } = harness();
    check.submit(1);
    check.submit(2);
    check.submit(3);
    expect(sent).toEqual([1]);
    answers[0]!.resolve('one');
    await settle();
    expect(shown).toEqual(['one']);
    expect(sent).toEqual([1, 3]);
    answers[1]!.resolve('three');
    await settle();
    expect(shown).toEqual(['one', 'three']);
    expect(sent).toEqual([1, 3]);
  });

  it('a failure is reported unless a newer change already waits', async () => {
    const { check, answers, failures, shown, sent, settle } = harness();
    check.submit(1);
    check.submit(2);
    answers[0]!.reject(new Error('stale'));
    await settle();
    expect(failures).toEqual([]);
    expect(sent).toEqual([1, 2]);
    answers[1]!.reject(new Error('down'));
    await settle();
    expect(failures).toEqual([new Error('down')]);
    expect(shown).toEqual([]);
  });

  it('after close, no answer is shown and nothing more is sent', async () => {
    const { check, answers, shown, sent, settle } = harness();
    check.submit(1);
    check.submit(2);
    check.close();
    answers[0]!.resolve('one');
    await settle();
    expect(shown).toEqual([]);
    expect(sent).toEqual([1]);
  });
});

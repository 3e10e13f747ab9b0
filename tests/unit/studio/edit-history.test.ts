import { describe, expect, it } from 'vitest';
import { EditHistory, MERGE_WINDOW_MS } from '../../../studio/client/edit-history.ts';

// issue 16: undo and redo across the session.
describe('EditHistory', () => {
  it('undoes and redoes across documents in order', () => {
    const history = new EditHistory();
    history.record('brand', 1, 2, 0);
    history.record('sites/an-us', 'a', 'b', 5000);
    expect(history.undo()).toEqual({ id: 'sites/an-us', value: 'a' });
    expect(history.undo()).toEqual({ id: 'brand', value: 1 });
    expect(history.undo()).toBeUndefined();
    expect(history.redo()).toEqual({ id: 'brand', value: 2 });
    expect(history.redo()).toEqual({ id: 'sites/an-us', value: 'b' });
    expect(history.canRedo).toBe(false);
  });

  it('makes quick keystrokes in one document one step', () => {
    const history = new EditHistory();
    history.record('brand', 'a', 'ab', 0);
    history.record('brand', 'ab', 'abc', MERGE_WINDOW_MS - 1);
    expect(history.undo()).toEqual({ id: 'brand', value: 'a' });
    expect(history.canUndo).toBe(false);
  });

  it('drops the redo steps when a new edit follows an undo', () => {
    const history = new EditHistory();
    history.record('brand', 1, 2, 0);
    history.record('brand', 2, 3, 5000);
    history.undo();
    history.record('brand', 2, 4, 10_000);
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toEqual({ id: 'brand', value: 2 });
  });
});

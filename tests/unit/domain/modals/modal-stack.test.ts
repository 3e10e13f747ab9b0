import { describe, expect, it } from 'vitest';
import {
  EMPTY_MODAL_STACK,
  modalStackReducer,
  topModal,
} from '../../../../engine/domain/modals/modal-stack.ts';
import type {
  ModalOptions,
  ModalStackAction,
  ModalStackState,
} from '../../../../engine/domain/modals/modal-stack.ts';

const run = (...actions: ModalStackAction[]): ModalStackState =>
  actions.reduce(modalStackReducer, EMPTY_MODAL_STACK);
const push = (modalId: string, extra: Partial<ModalOptions> = {}): ModalStackAction => ({
  type: 'push',
  options: { modalId, component: modalId, ...extra },
});
const ids = (state: ModalStackState) => state.modals.map((modal) => modal.modalId);
const closed = (state: ModalStackState) =>
  state.closed.map((entry) => `${entry.modalId}:${entry.result.kind}`);

// Shell spec §2.4: "Each modal needs an id and either a component or an external event, never both."
describe('modal options are checked (shell spec §2.4)', () => {
  it.each<[string, ModalOptions, RegExp]>([
    ['no id', { modalId: '', component: 'login' }, /needs a modalId/],
    ['a blank id', { modalId: '  ', component: 'login' }, /needs a modalId/],
    ['both', { modalId: 'a', component: 'login', externalEvent: 'chat' }, /never both/],
    ['neither', { modalId: 'a' }, /component or an external event/],
    [
      'an unknown style type',
      { modalId: 'a', component: 'x', styleType: 'huge' as never },
      /small, large, full, review-details/,
    ],
  ])('%s throws a clear error and changes nothing', (_name, options, message) => {
    expect(() => modalStackReducer(EMPTY_MODAL_STACK, { type: 'push', options })).toThrow(message);
  });

  it.each<[string, ModalOptions]>([
    ['a component', { modalId: 'a', component: 'login' }],
    ['an external event', { modalId: 'chat', externalEvent: 'open-chat' }],
  ])('%s alone is accepted', (_name, options) => {
    expect(ids(modalStackReducer(EMPTY_MODAL_STACK, { type: 'push', options }))).toEqual([
      options.modalId,
    ]);
  });
});

// Shell spec §2.4: push, pop with outcome or error, popAll to a destination; same id pops back.
describe('stack operations (shell spec §2.4)', () => {
  it.each<[string, ModalStackAction[], string[], string[]]>([
    ['push', [push('a')], ['a'], []],
    ['push two', [push('a'), push('b')], ['a', 'b'], []],
    [
      'pop with an outcome',
      [push('a'), push('b'), { type: 'pop', outcome: 1 }],
      ['a'],
      ['b:outcome'],
    ],
    ['pop with an error', [push('a'), { type: 'pop', error: new Error('x') }], [], ['a:error']],
    ['pop without either is a dismissal', [push('a'), { type: 'pop' }], [], ['a:dismissed']],
    ['pop on an empty stack', [{ type: 'pop' }], [], []],
    [
      'same id pops back to it',
      [push('a'), push('b'), push('c'), push('a')],
      ['a'],
      ['c:dismissed', 'b:dismissed'],
    ],
    ['same id on top changes nothing', [push('a'), push('a')], ['a'], []],
    [
      'popAll to a destination',
      [push('a'), push('b'), push('c'), { type: 'popAll', to: 'a' }],
      ['a'],
      ['c:dismissed', 'b:dismissed'],
    ],
    [
      'popAll to a destination not open closes all',
      [push('a'), push('b'), { type: 'popAll', to: 'z' }],
      [],
      ['b:dismissed', 'a:dismissed'],
    ],
    ['popAll', [push('a'), push('b'), { type: 'popAll' }], [], ['b:dismissed', 'a:dismissed']],
    // Shell spec §4: route changes close modals.
    [
      'a route change clears',
      [push('a'), push('b'), { type: 'clear' }],
      [],
      ['b:dismissed', 'a:dismissed'],
    ],
  ])('%s', (_name, actions, open, settled) => {
    const state = run(...actions);
    expect(ids(state)).toEqual(open);
    expect(closed(state)).toEqual(settled);
  });

  it('keeps the outcome for the pusher', () => {
    const state = run(push('a'), { type: 'pop', outcome: { signedIn: true } });
    expect(state.closed[0]?.result).toEqual({ kind: 'outcome', outcome: { signedIn: true } });
  });

  it('never mutates the state it was given', () => {
    const before = run(push('a'));
    const after = modalStackReducer(before, push('b'));
    expect(ids(before)).toEqual(['a']);
    expect(ids(after)).toEqual(['a', 'b']);
  });
});

// Shell spec §2.4: style types small, large, full, review-details.
describe('style types (shell spec §2.4)', () => {
  it.each(['small', 'large', 'full', 'review-details'] as const)('%s is kept', (styleType) => {
    expect(topModal(run(push('a', { styleType })))?.styleType).toBe(styleType);
  });
  it('defaults to small', () => {
    expect(topModal(run(push('a')))?.styleType).toBe('small');
  });
});

describe('an action that closes nothing', () => {
  it.each<ModalStackAction>([{ type: 'pop' }, { type: 'popAll' }, { type: 'clear' }])(
    '%o on an empty stack gives the same state back',
    (action) => {
      expect(modalStackReducer(EMPTY_MODAL_STACK, action)).toBe(EMPTY_MODAL_STACK);
    },
  );
});

import { produce } from 'immer';

/** Shell spec §2.4: the four ways a modal is laid out. */
export const MODAL_STYLE_TYPES = ['small', 'large', 'full', 'review-details'] as const;
export type ModalStyleType = (typeof MODAL_STYLE_TYPES)[number];

/**
 * What a caller asks for (shell spec §3.3 modal options): an id and exactly one of a component (a
 * name the host can render) or an external event (another part of the page renders it).
 */
export interface ModalOptions {
  readonly modalId: string;
  readonly component?: string;
  readonly externalEvent?: string;
  readonly title?: string;
  readonly styleType?: ModalStyleType;
  readonly props?: Readonly<Record<string, unknown>>;
}

export interface OpenModal {
  readonly modalId: string;
  readonly component?: string;
  readonly externalEvent?: string;
  readonly title?: string;
  readonly styleType: ModalStyleType;
  readonly props: Readonly<Record<string, unknown>>;
}

/** How a closed modal ended: the pusher's promise resolves with the outcome or rejects. */
export type ModalResult =
  | { readonly kind: 'outcome'; readonly outcome: unknown }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'dismissed' };

export interface ClosedModal {
  readonly modalId: string;
  readonly result: ModalResult;
}

export interface ModalStackState {
  /** Bottom first; the last is the one shown. */
  readonly modals: readonly OpenModal[];
  /** The modals the last action closed, topmost first, for the store to settle their promises. */
  readonly closed: readonly ClosedModal[];
}

export type ModalStackAction =
  | { readonly type: 'push'; readonly options: ModalOptions }
  | { readonly type: 'pop'; readonly outcome?: unknown; readonly error?: unknown }
  | { readonly type: 'popAll'; readonly to?: string }
  /** A route change (shell spec §4: route changes close modals). */
  | { readonly type: 'clear' };

export const EMPTY_MODAL_STACK: ModalStackState = Object.freeze({
  modals: Object.freeze([]) as readonly OpenModal[],
  closed: Object.freeze([]) as readonly ClosedModal[],
});

/** The spec's rule as an error that says what to do (shell spec §2.4). */
export function checkModalOptions(options: ModalOptions): void {
  if (typeof options.modalId !== 'string' || options.modalId.trim() === '') {
    throw new Error(
      '[storefront:modals] A modal needs a modalId: pass { modalId: "sign-in", ... }',
    );
  }
  const hasComponent = options.component !== undefined;
  const hasEvent = options.externalEvent !== undefined;
  if (hasComponent && hasEvent) {
    throw new Error(
      `[storefront:modals] Modal "${options.modalId}" has both a component and an external event: pass one of them, never both`,
    );
  }
  if (!hasComponent && !hasEvent) {
    throw new Error(
      `[storefront:modals] Modal "${options.modalId}" needs a component or an external event`,
    );
  }
  if (options.styleType !== undefined && !MODAL_STYLE_TYPES.includes(options.styleType)) {
    throw new Error(
      `[storefront:modals] Modal "${options.modalId}" has styleType "${String(options.styleType)}": use one of ${MODAL_STYLE_TYPES.join(', ')}`,
    );
  }
}

const DISMISSED: ModalResult = { kind: 'dismissed' };

/**
 * The modal stack (shell spec §2.4, §4) as a pure reducer: push (an id already open pops back to
 * it), pop with an outcome or an error, popAll down to a destination (or everything), and clear on
 * a route change. A bad push throws before anything changes.
 */
export function modalStackReducer(
  state: ModalStackState,
  action: ModalStackAction,
): ModalStackState {
  if (action.type === 'push') checkModalOptions(action.options);
  // Nothing to close: the same state (listeners are not told of a change that is none).
  if (action.type !== 'push' && state.modals.length === 0 && state.closed.length === 0)
    return state;
  return produce(state, (draft) => {
    draft.closed = [];
    const closeAbove = (index: number, result: ModalResult = DISMISSED) => {
      while (draft.modals.length > index + 1) {
        const top = draft.modals.pop()!;
        draft.closed.push({ modalId: top.modalId, result });
      }
    };
    switch (action.type) {
      case 'push': {
        const { options } = action;
        const open = draft.modals.findIndex((modal) => modal.modalId === options.modalId);
        if (open >= 0) {
          closeAbove(open);
          return;
        }
        draft.modals.push({
          modalId: options.modalId,
          ...(options.component !== undefined ? { component: options.component } : {}),
          ...(options.externalEvent !== undefined ? { externalEvent: options.externalEvent } : {}),
          ...(options.title !== undefined ? { title: options.title } : {}),
          styleType: options.styleType ?? 'small',
          props: { ...options.props },
        });
        return;
      }
      case 'pop': {
        if (draft.modals.length === 0) return;
        const result: ModalResult =
          action.error !== undefined
            ? { kind: 'error', error: action.error }
            : 'outcome' in action
              ? { kind: 'outcome', outcome: action.outcome }
              : DISMISSED;
        closeAbove(draft.modals.length - 2, result);
        return;
      }
      case 'popAll': {
        const to =
          action.to === undefined
            ? -1
            : draft.modals.findIndex((modal) => modal.modalId === action.to);
        closeAbove(to);
        return;
      }
      case 'clear':
        closeAbove(-1);
        return;
    }
  });
}

/** The modal shown, if any. */
export function topModal(state: ModalStackState): OpenModal | undefined {
  return state.modals[state.modals.length - 1];
}

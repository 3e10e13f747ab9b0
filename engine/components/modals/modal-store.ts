import { EMPTY_MODAL_STACK, modalStackReducer } from '../../domain/modals/modal-stack.ts';
import type {
  ModalOptions,
  ModalStackAction,
  ModalStackState,
} from '../../domain/modals/modal-stack.ts';

interface Pending {
  readonly resolve: (outcome: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** The element focused when it opened: focus goes back there when it closes (WAI-ARIA). */
  readonly opener: Element | null;
}

/**
 * The page's modal stack (shell spec §2.4): the pure reducer plus what it cannot hold, the
 * pushers' promises and the elements to give the focus back to. push() resolves with the outcome
 * the modal popped with (undefined when dismissed) or rejects with its error.
 */
export class ModalStore {
  private state: ModalStackState = EMPTY_MODAL_STACK;
  private readonly pending = new Map<string, Pending>();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): ModalStackState => this.state;

  push(options: ModalOptions): Promise<unknown> {
    const opener = typeof document === 'undefined' ? null : document.activeElement;
    const already = this.pending.get(options.modalId);
    this.dispatch({ type: 'push', options });
    if (already) {
      return new Promise((resolve, reject) => {
        const previous = already;
        this.pending.set(options.modalId, {
          opener: previous.opener,
          resolve: (outcome) => {
            previous.resolve(outcome);
            resolve(outcome);
          },
          reject: (error) => {
            previous.reject(error);
            reject(error);
          },
        });
      });
    }
    return new Promise((resolve, reject) => {
      this.pending.set(options.modalId, { resolve, reject, opener });
    });
  }

  pop(outcome?: unknown): void {
    this.dispatch(arguments.length > 0 ? { type: 'pop', outcome } : { type: 'pop' });
  }

  popWithError(error: unknown): void {
    this.dispatch({ type: 'pop', error });
  }

  popAll(to?: string): void {
    this.dispatch(to === undefined ? { type: 'popAll' } : { type: 'popAll', to });
  }

  clear(): void {
    this.dispatch({ type: 'clear' });
  }

  private dispatch(action: ModalStackAction): void {
    const next = modalStackReducer(this.state, action);
    const changed = next.modals !== this.state.modals || next.closed.length > 0;
    this.state = next;
    if (!changed) return;
    let focusBack: Element | null = null;
    for (const { modalId, result } of next.closed) {
      const pending = this.pending.get(modalId);
      this.pending.delete(modalId);
      if (!pending) continue;
      focusBack = pending.opener;
      if (result.kind === 'error') pending.reject(result.error);
      else pending.resolve(result.kind === 'outcome' ? result.outcome : undefined);
    }
    for (const listener of this.listeners) listener();
    // The lowest closed modal's opener: the element the shopper was on before it opened (after
    // the render that shows it again, when it is in the modal now on top).
    if (
      typeof HTMLElement !== 'undefined' &&
      focusBack instanceof HTMLElement &&
      focusBack.isConnected
    ) {
      const element = focusBack;
      setTimeout(() => element.focus(), 0);
    }
  }
}

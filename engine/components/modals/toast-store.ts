import type { ToastMessage } from './toasts.ts';

export interface ShownToast extends Required<Pick<ToastMessage, 'message' | 'messageType'>> {
  readonly id: number;
  readonly dismissButton?: { readonly message: string };
}

/** The site's toast timings (limits.timings; shell spec §9: alert 10000 ms, affirmative 7000 ms). */
export interface ToastTimings {
  readonly alertMs: number;
  readonly affirmativeMessageMs: number;
}

/** How long a toast stays: an error is an alert, anything else an affirmative message. */
export function toastDuration(
  messageType: ShownToast['messageType'],
  timings: ToastTimings,
): number {
  return messageType === 'error' ? timings.alertMs : timings.affirmativeMessageMs;
}

/**
 * The page's toasts (loaded with the first one, toasts.ts); route changes clear them (§4). A muted
 * store (the disableNotifications developer flag, shell spec §6) shows none: show() answers
 * undefined.
 */
export class ToastStore {
  private toasts: readonly ShownToast[] = [];
  private next = 1;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: { readonly muted?: boolean } = {}) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getToasts = (): readonly ShownToast[] => this.toasts;

  show(toast: ToastMessage): number | undefined {
    if (this.options.muted) return undefined;
    const id = this.next++;
    this.set([
      ...this.toasts,
      {
        id,
        message: toast.message,
        messageType: toast.messageType ?? 'error',
        ...(toast.dismissButton ? { dismissButton: toast.dismissButton } : {}),
      },
    ]);
    return id;
  }

  dismiss(id: number): void {
    this.set(this.toasts.filter((toast) => toast.id !== id));
  }

  clear(): void {
    if (this.toasts.length > 0) this.set([]);
  }

  private set(toasts: readonly ShownToast[]): void {
    this.toasts = toasts;
    for (const listener of this.listeners) listener();
  }
}

/** Shell spec §3.3: a toast's message, its type (error by default) and its dismiss button. */
export interface ToastMessage {
  readonly message: string;
  readonly messageType?: 'error' | 'success' | 'info';
  readonly dismissButton?: { readonly message: string };
}

/** The event that loads the overlays (modals and toasts) when the first toast is shown. */
export const TOAST_EVENT = 'storefront:toast';

let receiver: ((toast: ToastMessage) => void) | undefined;
const waiting: ToastMessage[] = [];

/**
 * Shows a toast from anywhere (shell spec §3.3). The first load carries only this: the first toast
 * waits while the overlays' chunk loads, which then takes it and every later one.
 */
export function showToast(toast: ToastMessage): void {
  if (receiver) {
    receiver(toast);
    return;
  }
  waiting.push(toast);
  window.dispatchEvent(new Event(TOAST_EVENT));
}

/** The overlays take the toasts: those waiting now, then each as it is shown. */
export function receiveToasts(take: (toast: ToastMessage) => void): () => void {
  receiver = take;
  for (const toast of waiting.splice(0)) take(toast);
  return () => {
    if (receiver === take) receiver = undefined;
  };
}

import { TOAST_EVENT } from './toasts.ts';
import type { ToastMessage } from './toasts.ts';

let receiver: ((toast: ToastMessage) => void) | undefined;
const waiting: ToastMessage[] = [];

/**
 * Shows a toast from anywhere (shell spec §3.3). The first toast waits while the overlays' chunk
 * loads (TOAST_EVENT tells the launcher), which then takes it and every later one.
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

/** Shell spec §3.3: a toast's message, its type (error by default) and its dismiss button. */
export interface ToastMessage {
  readonly message: string;
  readonly messageType?: 'error' | 'success' | 'info';
  readonly dismissButton?: { readonly message: string };
}

/**
 * The event that loads the overlays (modals and toasts) when the first toast is shown: all the
 * first load carries of toasts (the queue, toast-queue.ts, comes with what shows one).
 */
export const TOAST_EVENT = 'storefront:toast';

import type { Announce } from '../shell/announcer/announcer.tsx';
import { showToast } from './toast-queue.ts';

/** What a finished action says: a confirmation (success) or the error it met. */
export type NoticeType = 'success' | 'error';

/**
 * Tells the shopper what an action did (shell spec §3.3 toasts, §4): a toast, the overlays' chunk
 * loading with the first one. With the disableNotifications developer flag (§6, `muted`) no toast
 * shows: the message goes to the shell's announcer instead and the answer is false, so the caller
 * may show it on the page (nothing is left unsaid).
 */
export function notify(
  { muted, announce }: { readonly muted: boolean; readonly announce: Announce },
  message: string,
  type: NoticeType = 'success',
): boolean {
  if (!muted) {
    showToast({ message, messageType: type });
    return true;
  }
  announce(message, type === 'error' ? 'assertive' : 'polite');
  return false;
}

import { useCallback, useState } from 'react';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';
import { showToast } from './toasts.ts';

/** What a finished action says: a confirmation (success) or the error it met. */
export type NoticeType = 'success' | 'error';

/**
 * Tells the shopper what an action did (shell spec §3.3 toasts, §4): a toast, the overlays' chunk
 * loading with the first one. With the disableNotifications developer flag (§6) no toast shows:
 * the message goes to the shell's announcer instead and the answer is false, so the caller shows it
 * on the page (nothing is left unsaid).
 */
export function useNotify(): (message: string, type?: NoticeType) => boolean {
  const muted = useAppEnv().flags.disableNotifications === true;
  const announce = useAnnounce();
  return useCallback(
    (message, type = 'success') => {
      if (!muted) {
        showToast({ message, messageType: type });
        return true;
      }
      announce(message, type === 'error' ? 'assertive' : 'polite');
      return false;
    },
    [muted, announce],
  );
}

/**
 * A page's notice: a toast (useNotify), or the page's own line when toasts are off. `notice` is
 * what the page shows; `clear` forgets it when the shopper starts something else.
 */
export function usePageNotice(): {
  readonly notice: string | undefined;
  readonly notify: (message: string, type?: NoticeType) => void;
  readonly clear: () => void;
} {
  const toast = useNotify();
  const [notice, setNotice] = useState<string | undefined>();
  const notify = useCallback(
    (message: string, type?: NoticeType) => setNotice(toast(message, type) ? undefined : message),
    [toast],
  );
  const clear = useCallback(() => setNotice(undefined), []);
  return { notice, notify, clear };
}

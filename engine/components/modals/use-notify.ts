import { useCallback, useState } from 'react';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';
import { notify } from './notify.ts';
import type { NoticeType } from './notify.ts';

export type { NoticeType } from './notify.ts';

/** notify() with the site's disableNotifications flag and the shell's announcer (notify.ts). */
export function useNotify(): (message: string, type?: NoticeType) => boolean {
  const muted = useAppEnv().flags.disableNotifications === true;
  const announce = useAnnounce();
  return useCallback(
    (message, type) => notify({ muted, announce }, message, type),
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
  const show = useCallback(
    (message: string, type?: NoticeType) => setNotice(toast(message, type) ? undefined : message),
    [toast],
  );
  const clear = useCallback(() => setNotice(undefined), []);
  return { notice, notify: show, clear };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Politeness } from '../../../domain/announcer.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { AnnounceContext } from './announcer.tsx';
import type { Announce } from './announcer.tsx';

/**
 * The announcer inside a modal dialog: while a dialog is modal the page behind it is inert, so the
 * shell's live regions are not read out (shell spec §4 announcer). What the dialog's content
 * announces goes to live regions of its own, cleared after limits.timings.announcerMs as the
 * shell's are; an assertive message also clears the polite one.
 */
export function LocalAnnouncer({ children }: { children: ReactNode }) {
  const { site } = useAppEnv();
  const clearMs = site.limits.timings.announcerMs;
  const [said, setSaid] = useState<{ text: string; politeness: Politeness } | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback<Announce>(
    (text, politeness = 'polite') => {
      clearTimeout(timer.current);
      setSaid({ text, politeness });
      timer.current = setTimeout(() => setSaid(undefined), clearMs);
    },
    [clearMs],
  );
  return (
    <AnnounceContext value={announce}>
      {children}
      <div className="sf-visually-hidden" role="status" aria-live="polite">
        {said?.politeness === 'polite' ? <p>{said.text}</p> : null}
      </div>
      <div className="sf-visually-hidden" aria-live="assertive">
        {said?.politeness === 'assertive' ? <p>{said.text}</p> : null}
      </div>
    </AnnounceContext>
  );
}

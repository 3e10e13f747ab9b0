import { createContext, useCallback, useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { EMPTY_ANNOUNCER } from '../../../domain/announcer.ts';
import type { AnnouncerState, Politeness } from '../../../domain/announcer.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import type { AnnouncerStore } from './announcer-store.ts';

export type Announce = (text: string, politeness?: Politeness) => void;

export const AnnounceContext = createContext<Announce>(() => undefined);

/** Says a message to screen readers through the shell's one announcer (shell spec §4). */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

/**
 * The shell's screen-reader announcer (shell spec §4): a polite and an assertive live region,
 * present (empty) from the server's HTML so screen readers watch them before anything is said.
 * Its rules and clock (announcer-store.ts) load with the first announcement.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const { site } = useAppEnv();
  const [state, setState] = useState<AnnouncerState>(EMPTY_ANNOUNCER);
  const store = useRef<Promise<AnnouncerStore> | undefined>(undefined);
  const clearMs = site.limits.timings.announcerMs;
  const announce = useCallback<Announce>(
    (text, politeness = 'polite') => {
      store.current ??= import('./announcer-store.ts').then((module) =>
        module.createAnnouncerStore(setState, clearMs),
      );
      void store.current.then((loaded) => loaded.announce(text, politeness));
    },
    [clearMs],
  );
  return (
    <AnnounceContext value={announce}>
      {children}
      <div className="sf-visually-hidden" role="status" aria-live="polite">
        {state.polite.map((message) => (
          <p key={message.id}>{message.text}</p>
        ))}
      </div>
      <div className="sf-visually-hidden" aria-live="assertive">
        {state.assertive.map((message) => (
          <p key={message.id}>{message.text}</p>
        ))}
      </div>
    </AnnounceContext>
  );
}

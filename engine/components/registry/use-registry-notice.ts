import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useAnnounce } from '../shell/announcer/announcer.tsx';

export interface RegistryNotice {
  readonly text: string;
  /** A success goes after limits.timings.registrySuccessMs; a problem stays until the next. */
  readonly kind: 'success' | 'problem';
}

/**
 * The registry's message (catalogue spec §9, shell spec §9: "registry success 7000 ms"): a success
 * shows for the site's registrySuccessMs and is said through the shell's announcer; a problem stays
 * until the next change.
 */
export function useRegistryNotice(): [
  RegistryNotice | undefined,
  (notice: RegistryNotice) => void,
] {
  const ms = useAppEnv().site.limits.timings.registrySuccessMs;
  const announce = useAnnounce();
  const [notice, setNotice] = useState<RegistryNotice | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: RegistryNotice) => {
      clearTimeout(timer.current);
      setNotice(next);
      announce(next.text);
      if (next.kind === 'success') timer.current = setTimeout(() => setNotice(undefined), ms);
    },
    [announce, ms],
  );
  return [notice, show];
}

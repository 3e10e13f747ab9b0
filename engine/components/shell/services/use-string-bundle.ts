import { useEffect, useState } from 'react';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import type { StringBundle } from '../../../domain/string-bundles.ts';

/** Whether a lazily loaded string bundle is ready (the server has every bundle). */
export function useStringBundle(bundle: StringBundle): boolean {
  const { loadStrings } = useAppEnv();
  const [ready, setReady] = useState(!loadStrings);
  useEffect(() => {
    if (!loadStrings) return;
    let live = true;
    void loadStrings([bundle]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [loadStrings, bundle]);
  return ready;
}

import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useHydrated } from '../shell/use-minicart.ts';
import type { StorePickupProps } from './store-pickup.tsx';

/**
 * Where store pickup shows on a product page. The shopper's store lives in their browser (local
 * storage, their favourite), so the panel is the browser's: after hydration it loads as its own
 * chunk with the stores strings (issue 9: the product page's first load stays within budget).
 * The slot keeps its height meanwhile, so nothing below it moves.
 */
export function PickupSlot(props: StorePickupProps) {
  const env = useAppEnv();
  const hydrated = useHydrated();
  const [Panel, setPanel] = useState<ComponentType<StorePickupProps>>();
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    Promise.all([env.loadStrings?.(['account']), import('./store-pickup.tsx')])
      .then(([, module]) => {
        if (live) setPanel(() => module.default);
      })
      .catch((error: unknown) =>
        console.error('[storefront:pickup] Store pickup failed to load', error),
      );
    return () => {
      live = false;
    };
  }, [env, hydrated]);
  return <div className="sf-pickup-slot">{Panel ? <Panel {...props} /> : null}</div>;
}

import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useHydrated } from '../shell/use-minicart.ts';
import type { SmsOptInProps } from './sms-opt-in.tsx';

/**
 * Where the SMS order-tracking offer shows on the confirmation: loaded after hydration as its own
 * chunk (issue 12: no first-load JavaScript for it); nothing meanwhile.
 */
export function SmsOptInSlot(props: SmsOptInProps) {
  const hydrated = useHydrated();
  const [Form, setForm] = useState<ComponentType<SmsOptInProps>>();
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    import('./sms-opt-in.tsx')
      .then((module) => {
        if (live) setForm(() => module.default);
      })
      .catch((error: unknown) =>
        console.error('[storefront:checkout] The SMS opt-in failed to load', error),
      );
    return () => {
      live = false;
    };
  }, [hydrated]);
  return Form ? <Form {...props} /> : null;
}

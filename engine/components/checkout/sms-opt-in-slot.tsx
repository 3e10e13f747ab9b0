import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useHydrated } from '../shell/use-minicart.ts';
import type { SmsOptInProps } from './sms-opt-in.tsx';

/**
 * Where the SMS order-tracking offer shows on the confirmation: loaded after hydration as its own
 * chunk with its strings (issue 12: no first-load JavaScript for it); nothing meanwhile.
 */
export function SmsOptInSlot(props: SmsOptInProps) {
  const env = useAppEnv();
  const hydrated = useHydrated();
  const [Form, setForm] = useState<ComponentType<SmsOptInProps>>();
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    // Its strings come with it (the account bundle's checkoutMore.sms).
    Promise.all([env.loadStrings?.(['account']), import('./sms-opt-in.tsx')])
      .then(([, module]) => {
        if (live) setForm(() => module.default);
      })
      .catch((error: unknown) =>
        console.error('[storefront:checkout] The SMS opt-in failed to load', error),
      );
    return () => {
      live = false;
    };
  }, [env, hydrated]);
  return Form ? <Form {...props} /> : null;
}

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { AppEnv, LoginModalStore } from './app-env.ts';

const AppEnvContext = createContext<AppEnv | null>(null);

export function AppEnvProvider({ env, children }: { env: AppEnv; children?: ReactNode }) {
  return <AppEnvContext.Provider value={env}>{children}</AppEnvContext.Provider>;
}

export function useAppEnv(): AppEnv {
  const env = useContext(AppEnvContext);
  if (!env) throw new Error('No AppEnv set, use AppEnvProvider to set one');
  return env;
}

export function useLoginModalOpen(store: LoginModalStore): boolean {
  return useSyncExternalStore(store.subscribe, store.isOpen, store.isOpen);
}

import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Registry } from './registry.ts';

const RegistryContext = createContext<Registry | null>(null);

export function RegistryProvider({
  registry,
  children,
}: {
  registry: Registry;
  children?: ReactNode;
}) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('No Registry set, use RegistryProvider to set one');
  return registry;
}

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/react.tsx';
import type { Translator as I18n } from '../i18n/translator.ts';
import { ApiClientProvider } from '../api/api-context.ts';
import { AppEnvProvider } from '../routing/app-env-context.tsx';
import { RegistryProvider } from '../registry/registry-context.tsx';
import type { Registry } from '../registry/registry.ts';
import type { AppEnv } from '../routing/app-env.ts';

/** The same providers on the server and in the browser, so hydration sees the same tree. */
export function AppProviders({
  env,
  i18n,
  registry,
  children,
}: {
  env: AppEnv;
  i18n: I18n;
  registry: Registry;
  children?: ReactNode;
}) {
  return (
    <AppEnvProvider env={env}>
      <RegistryProvider registry={registry}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={env.queryClient}>
            <ApiClientProvider client={env.api}>{children}</ApiClientProvider>
          </QueryClientProvider>
        </I18nProvider>
      </RegistryProvider>
    </AppEnvProvider>
  );
}

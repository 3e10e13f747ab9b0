import { Suspense } from 'react';
import { useRegistry } from './registry-context.tsx';

/**
 * Renders a registered name with its props (validated against its props schema by `storefront
 * validate`). An unknown name renders nothing and is warned about: content must never take a
 * page down.
 */
export function Registered({
  name,
  props,
}: {
  name: string;
  props?: Readonly<Record<string, unknown>>;
}) {
  const registry = useRegistry();
  if (!registry.has(name)) {
    console.warn(`[storefront:registry] No component named ${name}; it is skipped.`);
    return null;
  }
  const Component = registry.component(name);
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { useRegistry } from './registry-context.tsx';

/**
 * Renders a registered name with its props (validated against its props schema by `storefront
 * validate`). An unknown name renders nothing and is warned about: content must never take a
 * page down. Inline, it has no boundary of its own: a part its page preloads hydrates in the
 * same pass as its parent (React hydrates each server-rendered boundary in a later pass, where
 * an update arriving first would replace its HTML), and while its chunk loads on a client
 * navigation the parent's boundary waits for it.
 */
export function Registered({
  name,
  props,
  inline = false,
}: {
  name: string;
  props?: Readonly<Record<string, unknown>>;
  inline?: boolean;
}) {
  const registry = useRegistry();
  if (!registry.has(name)) {
    console.warn(`[storefront:registry] No component named ${name}; it is skipped.`);
    return null;
  }
  const Component = registry.component(name);
  if (inline) return <Component {...props} />;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

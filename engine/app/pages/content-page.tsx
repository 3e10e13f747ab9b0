import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../env.tsx';
import { pageQuery } from '../loaders.ts';
import { isRegistered, registeredComponent } from '../../registry.ts';

interface Module {
  readonly component: string;
  readonly props: Record<string, unknown>;
}

/**
 * A managed content page (home, /{slug}, /help/{slug}): its modules, in order, each a registered
 * component with the props the brand's content gives it (validated by `storefront validate`).
 */
export default function ContentPage({
  slug,
  preview = false,
  isHome = false,
}: {
  slug: string;
  preview?: boolean;
  isHome?: boolean;
}) {
  const env = useAppEnv();
  const { data } = useQuery(pageQuery(env, slug, preview));
  const page = data?.items[0];
  if (!page) return null;
  const title = typeof page.fields.title === 'string' ? page.fields.title : slug;
  const modules = (page.fields.modules ?? []) as readonly Module[];
  return (
    <article className="sf-content-page">
      {/* On the home page the logo is the h1 (route meta logoIsH1). */}
      {isHome ? null : <h1 className="sf-page-title">{title}</h1>}
      {modules.map((module, index) => (
        <Suspense key={index} fallback={null}>
          <RegisteredModule module={module} />
        </Suspense>
      ))}
    </article>
  );
}

function RegisteredModule({ module }: { module: Module }) {
  if (!isRegistered(module.component)) {
    console.warn(
      `[storefront:registry] No component named ${module.component}; the module is skipped.`,
    );
    return null;
  }
  // The props were validated against the component's schema when the brand was validated.
  const Component = registeredComponent(module.component) as unknown as ComponentType<
    Record<string, unknown>
  >;
  return <Component {...module.props} />;
}

import { useQuery } from '@tanstack/react-query';
import type { ResolvedContentPageProps } from '../../config/generated/resolved.ts';
import { Registered } from '../../registry/registered.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { pageQuery } from '../../routing/page-queries.ts';
import { pageModules } from './page-modules.ts';

/**
 * A managed content page (home, /{slug}, /help/{slug}): its modules, in order, each a registered
 * component with the props the brand's content gives it (validated by `storefront validate`).
 */
export default function ContentPage({ slug, preview, isHome }: ResolvedContentPageProps) {
  const env = useAppEnv();
  const { data } = useQuery(pageQuery(env, slug, preview));
  const page = data?.items[0];
  if (!page) return null;
  const title = typeof page.fields.title === 'string' ? page.fields.title : slug;
  return (
    <article className="sf-content-page">
      {/* On the home page the logo is the h1 (route meta logoIsH1). */}
      {isHome ? null : <h1 className="sf-page-title">{title}</h1>}
      {pageModules(page).map((module, index) => (
        <Registered key={index} name={module.component} props={module.props} />
      ))}
    </article>
  );
}

import type { AppEnv } from '../../routing/app-env.ts';
import { pageQuery } from '../../routing/page-queries.ts';
import { pageModules } from './page-modules.ts';

/** The registered modules of a content page its loader fetched (for SSR preloads). */
export function contentModulesOf(
  props: { slug: string; preview?: boolean },
  env: AppEnv,
): string[] {
  const found = env.queryClient.getQueryData(pageQuery(env, props.slug, props.preview).queryKey);
  const page = found?.items[0];
  return page ? pageModules(page).map((module) => module.component) : [];
}

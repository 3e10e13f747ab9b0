import { isApiRequestError } from '../../api/index.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { Registry } from '../../registry/registry.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { notFound } from '../../routing/not-found.ts';
import { LEGAL_REMOVAL } from '../../routing/page-data.ts';
import { productQuery } from '../../routing/page-queries.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

/** A product page: 404 through the redirect lookup, 451 for a legal removal (shell spec §2.2). */
export function productLoader({ env }: LoaderContext): PageLoader {
  return async ({ params, request }) => {
    const slug = params.slug ?? '';
    try {
      const list = await env.queryClient.fetchQuery(productQuery(env.api, slug));
      const entry = list[0];
      if (!entry) return notFound(env, request);
      if (entry.product.removeForLegalReasons) return LEGAL_REMOVAL;
      return {
        status: 200,
        view: 'ProductPage',
        props: { slug },
        title: entry.product.displayName,
      };
    } catch (error) {
      if (isApiRequestError(error) && error.status === 451) return LEGAL_REMOVAL;
      if (isApiRequestError(error) && (error.status === 404 || error.status === 400))
        return notFound(env, request);
      throw error;
    }
  };
}

/** The registered sections of the product page its loader fetched (for SSR preloads). */
export function productSectionsOf(
  props: { slug: string },
  env: AppEnv,
  registry: Registry,
): string[] {
  const entry = env.queryClient.getQueryData(productQuery(env.api, props.slug).queryKey)?.[0];
  if (!entry) return [];
  return registry
    .productSections(entry.product.templateInfo?.components)
    .map((section) => section.name);
}

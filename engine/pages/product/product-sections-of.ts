import type { Registry } from '../../registry/registry.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { productQuery } from '../../routing/page-queries.ts';

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

import type { Registry } from '../../registry/registry.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { productQuery } from '../../routing/page-queries.ts';

/**
 * The composition a product asks for (templateInfo.components) where the modular product page is
 * on (flags.enableModularPDP, shell spec §9, default true); with the flag off every product page
 * shows the brand's sections (components.productPage), whatever the product names.
 */
export function productComposition(
  product: { readonly templateInfo?: { readonly components?: readonly unknown[] } },
  flags: AppEnv['flags'],
): readonly unknown[] | undefined {
  return flags.enableModularPDP !== false ? product.templateInfo?.components : undefined;
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
    .productSections(productComposition(entry.product, env.flags))
    .map((section) => section.name);
}

import type { Registry } from '../../registry/registry.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { productQuery } from '../../routing/page-queries.ts';
import { giftCardKind } from '../../domain/gift-card-kind.ts';

const GIFT_CARD = 'GiftCardFields';

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

/**
 * The registered sections of the product page its loader fetched, and the parts they render for
 * it (a gift card's fields): the server preloads them and the browser loads them before hydrating.
 */
export function productSectionsOf(
  props: { slug: string },
  env: AppEnv,
  registry: Registry,
): string[] {
  const entry = env.queryClient.getQueryData(productQuery(env.api, props.slug).queryKey)?.[0];
  if (!entry) return [];
  const sections = registry
    .productSections(productComposition(entry.product, env.flags))
    .map((section) => section.name);
  const parts =
    sections.includes('ProductDetails') && giftCardKind(entry.product) ? [GIFT_CARD] : [];
  return [...sections, ...parts];
}

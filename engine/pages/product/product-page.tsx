import { useQuery } from '@tanstack/react-query';
import { ProductContext } from '../../components/product/product-context.tsx';
import { SelectionProvider } from '../../components/product/product-selection.tsx';
import type { ResolvedProductPageProps } from '../../config/generated/resolved.ts';
import { Registered } from '../../registry/registered.tsx';
import { useRegistry } from '../../registry/registry-context.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { productQuery } from '../../routing/page-queries.ts';
import { productComposition } from './product-sections-of.ts';
import './product-page.css';

/**
 * A product page: the brand's product sections in order (components.productPage), or the
 * product's own (templateInfo.components) where flags.enableModularPDP is on, each a registered component reading the product from
 * ProductContext and the choice of colour, fit, size and quantity from SelectionProvider.
 */
export default function ProductPage({ slug }: ResolvedProductPageProps) {
  const env = useAppEnv();
  const registry = useRegistry();
  const { data } = useQuery(productQuery(env.api, slug));
  const entry = data?.[0];
  if (!entry) return null;
  const sections = registry.productSections(productComposition(entry.product, env.flags));
  return (
    <ProductContext.Provider value={entry}>
      <SelectionProvider>
        <article className="sf-product" aria-labelledby="sf-product-name">
          {sections.map((section, index) => (
            <Registered
              key={`${section.name}-${index}`}
              name={section.name}
              props={section.props}
            />
          ))}
        </article>
      </SelectionProvider>
    </ProductContext.Provider>
  );
}

import { redirectDocument } from 'react-router';
import { isApiRequestError } from '../../api/index.ts';
import { productPathRedirect } from '../../domain/product-path.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import { notFound, relativePath } from '../../routing/not-found.ts';
import { LEGAL_REMOVAL } from '../../routing/page-data.ts';
import { productQuery } from '../../routing/page-queries.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

/**
 * A product page: 404 through the redirect lookup, 451 for a legal removal (shell spec §2.2), and
 * a full page load to the product's own path form (catalogue spec §2: configurable versus standard).
 */
export function productLoader({ env }: LoaderContext): PageLoader {
  return async ({ params, request }) => {
    const slug = params.slug ?? '';
    try {
      const list = await env.queryClient.fetchQuery(productQuery(env.api, slug));
      const entry = list[0];
      if (!entry) return notFound(env, request);
      if (entry.product.removeForLegalReasons) return LEGAL_REMOVAL;
      const webLink = entry.product.links?.web;
      const moveTo =
        webLink && productPathRedirect(relativePath(request, env.site.contextPath), webLink);
      if (moveTo) {
        const { search } = new URL(request.url);
        // Site-relative, as every loader's redirect: the router and the server add the context path.
        throw redirectDocument(`${moveTo}${search}`, 301);
      }
      return {
        status: 200,
        view: 'ProductPage',
        props: { slug },
        title: entry.product.displayName,
        description: metaDescription(entry.product.metaDescription ?? entry.product.description),
      };
    } catch (error) {
      if (isApiRequestError(error) && error.status === 451) return LEGAL_REMOVAL;
      if (isApiRequestError(error) && (error.status === 404 || error.status === 400))
        return notFound(env, request);
      throw error;
    }
  };
}

/** A meta description: plain text, at most 160 characters (what results pages show). */
function metaDescription(text: string | undefined): string | undefined {
  const plain = text
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  return plain.length <= 160 ? plain : `${plain.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}

import { isApiRequestError } from '../../api/index.ts';
import type { LoaderContext } from '../../registry/entry.ts';
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

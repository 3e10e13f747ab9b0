import type { LoaderContext } from '../../registry/entry.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { loadStoresPage } from './stores-data.ts';

/** /stores, /store-locations and /stores/{slug} (shell spec §2.1). */
export function storesLoader({ env }: LoaderContext): PageLoader {
  return async ({ params, request }) => loadStoresPage(env, request, params.slug);
}

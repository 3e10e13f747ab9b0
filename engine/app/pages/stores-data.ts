import type { AppEnv } from '../env.tsx';
import type { PageData } from '../loaders.ts';

/**
 * The stores page's data (/stores, /stores/{slug}, /store-locations): stores of the brand near
 * the site's reference point, with distances in the site's unit (shell spec §2.1, issue 4 §4).
 */
export async function loadStoresPage(
  _env: AppEnv,
  _request: Request,
  slug?: string,
): Promise<PageData> {
  return { status: 200, view: 'stores', slug };
}

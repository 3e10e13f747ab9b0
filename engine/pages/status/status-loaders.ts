import type { LoaderContext } from '../../registry/entry.ts';
import { notFound } from '../../routing/not-found.ts';
import { NOT_FOUND, placeholder } from '../../routing/page-data.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { namedPage } from './named-page.ts';

/**
 * The not-found routes: the catch-all's not-found goes through the redirect lookup (shell spec
 * §2.2); non-content prefixes are other systems' paths, a plain 404 without the lookup.
 */
export function notFoundLoader({ def, env }: LoaderContext): PageLoader {
  return def.name === 'not-found'
    ? async ({ request }) => notFound(env, request)
    : async () => NOT_FOUND;
}

/**
 * Routes whose page a later issue builds; a sub-brand pseudo-path is named after its sub-brand,
 * a brand, seller or registry page after what it names (404 when the catalogue has no such one).
 */
export function placeholderLoader({ def, env }: LoaderContext): PageLoader {
  const subBrand = env.brand.settings.routing.subBrands.find(
    (candidate) => `sub-brand-${candidate.id}` === def.name,
  );
  return async ({ params }) =>
    (await namedPage(env, def.name, params)) ?? placeholder(def.name, subBrand?.name);
}

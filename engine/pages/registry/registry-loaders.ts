import { apiQuery, isApiRequestError } from '../../api/index.ts';
import { getCurrentToken } from '../../api/calls/auth.ts';
import { getProfile } from '../../api/calls/profile.ts';
import { getRegistry, searchRegistries } from '../../api/calls/registry.ts';
import { isRegistryId } from '../../domain/registry/registry-id.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { NOT_FOUND } from '../../routing/page-data.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { startAccount } from '../account/account-loaders.ts';

/** The owner's registries as the account page reads them: with items and their product detail. */
export const ownerRegistriesQuery = (env: Pick<AppEnv, 'api'>, webProfileId: string) =>
  apiQuery(env.api, searchRegistries, { webProfileId, projection: 'extended' });

/** The signed-in shopper's profile id (their web_profile_id), or undefined for a guest. */
async function profileIdOf(env: AppEnv): Promise<string | undefined> {
  try {
    const token = await env.queryClient.fetchQuery({
      ...apiQuery(env.api, getCurrentToken, {}),
      staleTime: Infinity,
    });
    return token.authorized ? token.profileId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /registry/account (catalogue spec §2.1; behind the authorized guard): profile start-up as on
 * every account page, then the registries the shopper owns, found by their web_profile_id.
 */
function accountLoader({ env }: LoaderContext): PageLoader {
  return async () => {
    await startAccount(env);
    const profile = await env.queryClient.fetchQuery(apiQuery(env.api, getProfile, {}));
    await env.queryClient.fetchQuery(ownerRegistriesQuery(env, profile.profileId));
    return { status: 200, view: 'RegistryPage' };
  };
}

/**
 * /registry/{id}: anyone with the link reads the registry (extended product detail); an id that is
 * no registry's, or not an id at all, is the not-found page (not indexed). The signed-in shopper's
 * profile id is read too: it decides owner or shopper (catalogue spec §3 Registry).
 */
function oneRegistryLoader({ env }: LoaderContext): PageLoader {
  return async ({ params }) => {
    const id = params.id;
    if (!isRegistryId(id)) return NOT_FOUND;
    try {
      const [registry] = await Promise.all([
        env.queryClient.fetchQuery(apiQuery(env.api, getRegistry, { registryId: id })),
        profileIdOf(env),
      ]);
      return { status: 200, view: 'RegistryPage', props: { id }, title: registry.event.name };
    } catch (error) {
      if (isApiRequestError(error) && (error.status === 404 || error.status === 400)) {
        return NOT_FOUND;
      }
      throw error;
    }
  };
}

/** The registry routes' loader: the owner's area ('registry-account') or one registry. */
export function registryLoader(context: LoaderContext): PageLoader {
  return context.def.name === 'registry-account'
    ? accountLoader(context)
    : oneRegistryLoader(context);
}

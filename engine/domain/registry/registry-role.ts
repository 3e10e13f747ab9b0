/**
 * Owner versus shopper (catalogue spec §3 Registry, §6): an owner is found by comparing each
 * owner's web_profile_id with the signed-in user's profile id; everyone else is a shopper. Owners
 * and shoppers get different analytics ids.
 */
export type RegistryRole = 'owner' | 'shopper';

export function registryRoleOf(
  owners: readonly { readonly web_profile_id?: string | null }[],
  profileId: string | undefined,
): RegistryRole {
  if (!profileId) return 'shopper';
  return owners.some((owner) => owner.web_profile_id === profileId) ? 'owner' : 'shopper';
}

/** The analytics id of a registry page view per role (designed: the spec names no values). */
export const REGISTRY_ANALYTICS_ID: Readonly<Record<RegistryRole, string>> = {
  owner: 'registry-owner',
  shopper: 'registry-shopper',
};

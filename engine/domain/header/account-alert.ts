/** The alert mark '!' next to 'My Account' (shell spec §2.3): the user is not a phone user. */
export function showsAccountAlert(profile: { readonly phone?: { readonly number: string } }) {
  return !profile.phone?.number;
}

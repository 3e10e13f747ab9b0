/**
 * The address book as the shopper sees it (shell spec §3.2 Address wrapper, Profile
 * defaultShippingAddressId): visible entries only, the default first, the rest in saved order.
 */
export function addressBook<Entry extends { readonly id: string; readonly visible: boolean }>(
  entries: readonly Entry[],
  defaultId: string | undefined,
): Entry[] {
  const shown = entries.filter((entry) => entry.visible);
  const first = shown.filter((entry) => entry.id === defaultId);
  return [...first, ...shown.filter((entry) => entry.id !== defaultId)];
}

/**
 * Registry is available only for country US (catalogue spec §3 Registry, §5 "Registry only for
 * US"), and only on sites whose registry switch is on.
 */
export function registryAvailable(site: {
  readonly country: string;
  readonly switches: { readonly registry?: boolean };
}): boolean {
  return site.country === 'US' && site.switches.registry === true;
}

import type { PostalAddress } from '../../../schemas/api/generated/types.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/** A postal address as an envelope shows it: name, lines, city, region and code, country. */
export function AddressLines({ address }: { address: PostalAddress }) {
  const { site } = useAppEnv();
  const country = site.countries.find((entry) => entry.countryCode === address.country);
  const region = country?.regions?.find((entry) => entry.regionCode === address.region);
  return (
    <address>
      {address.name.first} {address.name.last}
      <br />
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {address.city}
      {region || address.region ? `, ${region?.description ?? address.region}` : ''}{' '}
      {address.postalCode}
      <br />
      {country?.name ?? address.country}
    </address>
  );
}

/** A store's postal address as the store service and an order keep it. */
export interface StoreAddressLines {
  readonly addressLineOne: string;
  readonly addressLineTwo?: string | null;
  readonly city: string;
  readonly region?: string | null;
  readonly postalCode?: string | null;
}

/**
 * A store's address on its lines: where a pickup order is collected (checkout's pickup choice and
 * confirmation, the guest's /order-pickup page).
 */
export function StoreAddress({ address }: { address: StoreAddressLines }) {
  return (
    <address>
      {address.addressLineOne}
      {address.addressLineTwo ? (
        <>
          <br />
          {address.addressLineTwo}
        </>
      ) : null}
      <br />
      {address.city}
      {address.region ? `, ${address.region}` : ''} {address.postalCode ?? ''}
    </address>
  );
}

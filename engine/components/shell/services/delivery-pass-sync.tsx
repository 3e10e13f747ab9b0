import { useEffect } from 'react';
import { DELIVERY_PASS_COOKIE, passCookieMaxAge } from '../../../domain/cart/delivery-pass.ts';
import type { PassMembership } from '../../../domain/cart/delivery-pass.ts';
import { readCookie, writeCookie } from './browser-cookies.ts';

/**
 * Writes the delivery-pass member cookie from the signed-in shopper's profile (issue 12; shell
 * spec §4, §6): "1" for as long as the pass runs (until its last day, at most a year), deleted
 * when the profile shows no running pass. Renders nothing; the header's account link loads it as
 * a chunk of its own once the profile has answered, so no page's first load carries it.
 */
/** Deletes the member cookie (at sign-out, and when the profile shows no running pass). */
export function forgetPassMember(): void {
  writeCookie(DELIVERY_PASS_COOKIE, '', 0);
}

export default function DeliveryPassSync({
  membership,
}: {
  membership: PassMembership | undefined;
}) {
  const type = membership?.type;
  const expirationDate = membership?.expirationDate;
  useEffect(() => {
    const maxAge = passCookieMaxAge({ type, expirationDate }, Date.now());
    if (maxAge > 0) writeCookie(DELIVERY_PASS_COOKIE, '1', maxAge);
    else if (readCookie(DELIVERY_PASS_COOKIE) !== undefined) forgetPassMember();
  }, [type, expirationDate]);
  return null;
}

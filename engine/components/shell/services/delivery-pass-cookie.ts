import { useSyncExternalStore } from 'react';
import { DELIVERY_PASS_COOKIE } from '../../../domain/cart/delivery-pass.ts';

/**
 * Reading the delivery-pass member cookie (shell spec §4 cookies, §6 "delivery-pass member from
 * membership type"; issue 12). It is written from the signed-in shopper's profile and deleted at
 * sign-out by delivery-pass-sync.tsx (a chunk the header loads once the profile is there). The
 * cart and checkout read it to say why standard shipping is free.
 */
/** The cookie as written ("1"): an exact pair, so the cart's first load needs no cookie parser. */
const MEMBER_PAIR = `${DELIVERY_PASS_COOKIE}=1`;
const memberCookieSet = () => document.cookie.split(/;\s*/).includes(MEMBER_PAIR);

const never = () => () => {};

/**
 * Whether the browser holds the member cookie: false on the server and while hydrating (the HTML
 * is everyone's), the cookie's answer once the page is interactive.
 */
export function usePassMember(): boolean {
  return useSyncExternalStore(never, memberCookieSet, () => false);
}

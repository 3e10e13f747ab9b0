import { useEffect } from 'react';
import { passCounts } from '../../domain/cart/delivery-pass.ts';
import { usePassMember } from '../shell/services/delivery-pass-cookie.ts';

/**
 * Tells the cart's threshold banner that the shopper is a delivery-pass member on a site where the
 * pass counts (issue 12; shell spec §4 member cookie, §6). Renders nothing; a chunk of its own the
 * banner loads, so the bag's first load carries only its loader (issue 9 budgets).
 */
export default function PassMemberProbe({
  site,
  onMember,
}: {
  site: Parameters<typeof passCounts>[0] & { readonly country: string };
  onMember: () => void;
}) {
  const member = usePassMember() && passCounts(site, site.country);
  useEffect(() => {
    if (member) onMember();
  }, [member, onMember]);
  return null;
}

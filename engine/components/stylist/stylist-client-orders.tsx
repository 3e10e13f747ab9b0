import { lazy, Suspense } from 'react';
import type { ResolvedStylistClientOrdersProps } from '../../config/generated/resolved.ts';
import { useSession } from '../shell/route-state.ts';
import { useHydrated } from '../shell/use-minicart.ts';

/** The section and all it needs: a chunk of its own, so a guest's /stylist never loads it. */
const ClientOrders = lazy(() => import('./client-orders-section.tsx'));

/**
 * The stylist's clients' orders (issue 12, pay with your stylist; shell spec §2.1 /stylist, §5
 * stylist scope): a content module of the stylist page. Anyone not signed in as a stylist sees
 * nothing; the server's HTML holds nothing either, so the page hydrates as it was sent and stays
 * the same for every visitor.
 */
export default function StylistClientOrders(props: ResolvedStylistClientOrdersProps) {
  const hydrated = useHydrated();
  const stylist = useSession().scopes.includes('stylist');
  if (!hydrated || !stylist) return null;
  return (
    <Suspense fallback={null}>
      <ClientOrders {...props} />
    </Suspense>
  );
}

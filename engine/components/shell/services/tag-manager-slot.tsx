import type { ConsentGroup } from '../../../domain/consent.ts';
import { Registered } from '../../../registry/registered.tsx';
import { onReleasedEvents } from './released-events.ts';

/** The consent group a tag manager needs: targeting (marketing) cookies, C0004. */
export const TAG_MANAGER_CONSENT: ConsentGroup = 'C0004';

/**
 * The tag manager of the page (issue 13), through the TagManager registry slot: mounted with the
 * shell's services after hydration, and only while the shopper's consent includes the targeting
 * group, so no tag manager loads (or hears of anything) without it. It is given the events the
 * analytics dispatcher releases from then on.
 */
export function TagManagerSlot({
  siteId,
  granted,
}: {
  siteId: string;
  granted: ReadonlySet<ConsentGroup>;
}) {
  if (!granted.has(TAG_MANAGER_CONSENT)) return null;
  return <Registered name="TagManager" props={{ siteId, subscribe: onReleasedEvents }} />;
}

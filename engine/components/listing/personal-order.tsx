import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { consentGroups, CONSENT_COOKIE } from '../../domain/consent.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { heartedQuery } from '../likes/hearted-query.ts';
import { readCookie } from '../shell/services/browser-cookies.ts';
import { useSession } from '../shell/route-state.ts';

/**
 * What a personalised listing order is made from (issue 11; shell spec §9 plpPersonalization and
 * searchPersonalization): the signed-in shopper's hearted products, read once the page is
 * interactive and only with the personalisation consent group (C0003, shell spec §6). Renders
 * nothing; a chunk of its own, loaded only where the flag is set. The ids are taken once: a heart
 * pressed on this page does not move its tile under the shopper's finger.
 */
export default function PersonalOrder({
  onHearted,
}: {
  onHearted: (ids: readonly string[]) => void;
}) {
  const { api, site } = useAppEnv();
  const session = useSession();
  const consented = consentGroups(readCookie(CONSENT_COOKIE), site.consent.defaultConsented).has(
    'C0003',
  );
  const allowed = session.registered && consented;
  const { data } = useQuery({ ...heartedQuery(api), enabled: allowed });
  // The hearts on the tiles share the query: without consent its cached answer is not used here.
  const ids = allowed ? data : undefined;
  const taken = useRef(false);
  useEffect(() => {
    if (!ids || taken.current) return;
    taken.current = true;
    onHearted(ids);
  }, [ids, onHearted]);
  return null;
}

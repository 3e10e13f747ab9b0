/**
 * Consent groups (shell spec §6): necessary C0001, analytics C0002, personalization C0003,
 * marketing C0004. They come from the consent cookie ("C0001:1,C0002:0,..."), else from the site
 * default: EU and UK sites start non-consented (only the necessary group).
 */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

export function consentGroups(
  cookie: string | undefined,
  defaultConsented: boolean,
): ReadonlySet<ConsentGroup> {
  const parsed = parseConsentCookie(cookie);
  if (parsed) return parsed;
  return new Set(defaultConsented ? CONSENT_GROUPS : ['C0001']);
}

function parseConsentCookie(cookie: string | undefined): Set<ConsentGroup> | undefined {
  if (!cookie) return undefined;
  const granted = new Set<ConsentGroup>(['C0001']);
  let recognised = false;
  for (const entry of cookie.split(',')) {
    const [group, state] = entry.trim().split(':');
    if (!CONSENT_GROUPS.includes(group as ConsentGroup) || (state !== '0' && state !== '1'))
      continue;
    recognised = true;
    if (state === '1') granted.add(group as ConsentGroup);
    else if (group !== 'C0001') granted.delete(group as ConsentGroup);
  }
  return recognised ? granted : undefined;
}

/** The consent cookie's name (the consent platform's "OptanonConsent" groups, in our form). */
export const CONSENT_COOKIE = 'sf_consent';

/** The cookie value for the granted groups: every group stated, C0001 always granted. */
export function consentCookieValue(granted: ReadonlySet<ConsentGroup>): string {
  return CONSENT_GROUPS.map(
    (group) => `${group}:${group === 'C0001' || granted.has(group) ? 1 : 0}`,
  ).join(',');
}

/** Whether the shopper has chosen yet (a recognised cookie), so the consent banner can hide. */
export function consentChosen(cookie: string | undefined): boolean {
  return parseConsentCookie(cookie) !== undefined;
}

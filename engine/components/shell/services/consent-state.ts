import { useCallback, useState } from 'react';
import {
  CONSENT_COOKIE,
  consentChosen,
  consentCookieValue,
  consentGroups,
} from '../../../domain/consent.ts';
import type { ConsentGroup } from '../../../domain/consent.ts';
import { readCookie, writeCookie } from './browser-cookies.ts';

/** How long a consent choice is kept: a year, as consent platforms do (the spec names none). */
const CONSENT_MAX_AGE_S = 365 * 86_400;

export interface ConsentState {
  readonly granted: ReadonlySet<ConsentGroup>;
  /** The shopper has chosen (the cookie holds a choice): the banner no longer shows. */
  readonly chosen: boolean;
  choose(groups: Iterable<ConsentGroup>): void;
}

/** Consent groups from the cookie, else the site's default (shell spec §4); choices write it. */
export function useConsentState(defaultConsented: boolean): ConsentState {
  const [cookie, setCookie] = useState(() => readCookie(CONSENT_COOKIE));
  const choose = useCallback((groups: Iterable<ConsentGroup>) => {
    const value = consentCookieValue(new Set(groups));
    writeCookie(CONSENT_COOKIE, value, CONSENT_MAX_AGE_S);
    setCookie(value);
  }, []);
  return {
    granted: consentGroups(cookie, defaultConsented),
    chosen: consentChosen(cookie),
    choose,
  };
}

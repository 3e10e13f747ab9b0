import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { emailSignupDecision, nextPageCount } from '../../../domain/shell/email-signup-trigger.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { useLeafMeta, useLeafRoute, useSession } from '../route-state.ts';
import { readCookie, writeCookie } from './browser-cookies.ts';

/** Cookies of the email sign-up modal (shell spec §3.4): the modal sets opt-in on sign-up. */
export const EMAIL_OPT_IN_COOKIE = 'sf_email_optin';
export const EMAIL_BYPASS_COOKIE = 'sf_email_bypass';
/** Pages seen this visit (a session cookie). */
export const PAGE_VISITS_COOKIE = 'sf_page_visits';
/** The trigger page came while the consent banner awaited an answer: open on the next page. */
export const EMAIL_DEFERRED_COOKIE = 'sf_email_deferred';

/**
 * Opens the email sign-up modal by its hash (#email-sign-up, the modal host opens it) when the
 * rules of shell spec §5 say so, on each route navigation. Once opened, the bypass cookie keeps it
 * closed for cookies.emailSignupDays. While the consent banner awaits an answer (`consentPending`)
 * the trigger page holds the modal for the next navigation.
 */
export function useEmailSignupTrigger(consentPending: boolean): void {
  const { site } = useAppEnv();
  const { pathname, search } = useLocation();
  const { route } = useLeafRoute();
  const meta = useLeafMeta();
  const session = useSession();
  const routeName = route?.name;
  useEffect(() => {
    if (routeName === undefined) return;
    const pageCount = nextPageCount(readCookie(PAGE_VISITS_COOKIE));
    document.cookie = `${PAGE_VISITS_COOKIE}=${pageCount}; path=/; samesite=lax`;
    const { pageTriggerCount, desktopOnly } = site.brand.emailSubscription;
    const decision = emailSignupDecision({
      loggedIn: session.registered || session.authorized,
      captureEnabled: site.switches.emailCaptureModal,
      routeDisabled: meta.disableEmailCaptureModal,
      routeName,
      optInCookie: readCookie(EMAIL_OPT_IN_COOKIE),
      bypassCookie: readCookie(EMAIL_BYPASS_COOKIE),
      utmSource: new URLSearchParams(search).get('utm_source'),
      pageCount,
      pageTriggerCount,
      desktopOnly,
      // A browser without matchMedia (an embedded view) counts as a phone: desktop-only skips it.
      desktop:
        typeof window.matchMedia === 'function' &&
        window.matchMedia(`(min-width: ${site.limits.breakpoints.l}px)`).matches,
      consentPending,
      deferred: readCookie(EMAIL_DEFERRED_COOKIE) === 'true',
    });
    if (decision === 'defer') {
      document.cookie = `${EMAIL_DEFERRED_COOKIE}=true; path=/; samesite=lax`;
      return;
    }
    if (decision !== 'open') return;
    document.cookie = `${EMAIL_DEFERRED_COOKIE}=; path=/; max-age=0; samesite=lax`;
    writeCookie(EMAIL_BYPASS_COOKIE, 'true', site.limits.cookies.emailSignupDays * 86_400);
    location.hash = '#email-sign-up';
    // Once per navigation: the path is what changes between pages.
  }, [pathname, routeName]);
}

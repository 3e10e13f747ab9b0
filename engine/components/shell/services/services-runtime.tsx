import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { useAnalyticsDispatcher } from './analytics-dispatcher.ts';
import { useBagCountEvents } from './bag-count-events.ts';
import { browserCache } from './browser-cache.ts';
import { ChatSlot } from './chat-slot.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { useConsentState } from './consent-state.ts';
import { useErrorReporter } from './error-reporter.ts';
import { useLargeCookieCheck } from './large-cookie-check.ts';
import { useLinkTracking } from './link-tracking.ts';
import { useEmailSignupTrigger } from './use-email-signup-trigger.ts';
import { TagManagerSlot } from './tag-manager-slot.tsx';
import { useStringBundle } from './use-string-bundle.ts';
import './shell-services.css';

// The preferences dialog: loaded when the shopper asks for it.
const ConsentPreferences = lazy(() => import('./consent-preferences.tsx'));

/** Opens the consent preferences from anywhere (a footer link): dispatch this on window. */
export const OPEN_CONSENT_PREFERENCES = 'sf:consent-preferences';

/** The shell's browser services, mounted once after hydration (ShellServices). */
export default function ServicesRuntime() {
  const { site } = useAppEnv();
  const { timings, cookies } = site.limits;
  const consent = useConsentState(site.consent.defaultConsented);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const stringsReady = useStringBundle('banners');

  useAnalyticsDispatcher(site.id, consent.granted, {
    pollMs: timings.analyticsQueuePollMs,
    pollMax: timings.analyticsQueuePollMax,
    retryMs: timings.analyticsRetryMs,
  });
  useLinkTracking();
  useBagCountEvents();
  useErrorReporter(site.id, site.limits.errorReporting, timings.errorReportFlushMs);
  useLargeCookieCheck(browserCache(cookies.browserCacheDefaultTtl), {
    delayMs: timings.largeCookieCheckDelayMs,
    rememberDays: timings.largeCookieRememberDays,
    maxChars: cookies.largeCookieLogChars,
  });
  // The consent banner shows on a site that starts non-consented until the shopper answers it.
  useEmailSignupTrigger(!site.consent.defaultConsented && !consent.chosen);

  useEffect(() => {
    const open = () => setPreferencesOpen(true);
    window.addEventListener(OPEN_CONSENT_PREFERENCES, open);
    return () => window.removeEventListener(OPEN_CONSENT_PREFERENCES, open);
  }, []);

  return (
    <>
      <TagManagerSlot siteId={site.id} granted={consent.granted} />
      {stringsReady ? (
        <>
          {/* The chat launchers' default panel speaks with the banners' strings. */}
          <ChatSlot />
          <ConsentBanner
            consent={consent}
            defaultConsented={site.consent.defaultConsented}
            onManage={() => setPreferencesOpen(true)}
          />
          {preferencesOpen ? (
            <Suspense fallback={null}>
              <ConsentPreferences consent={consent} onClose={() => setPreferencesOpen(false)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </>
  );
}

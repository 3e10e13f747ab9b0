import { lazy, Suspense, useEffect, useState } from 'react';

// Consent, analytics, error reporting, the cookie check and the email sign-up trigger: code no
// page needs to paint, loaded once the browser is idle after hydration (first-load budget).
const ServicesRuntime = lazy(() => import('./services-runtime.tsx'));

/** The shell's browser services (shell spec §4, §5, §9), started after hydration. */
export function ShellServices() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => setStarted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1);
    return () => clearTimeout(timer);
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ServicesRuntime />
    </Suspense>
  );
}

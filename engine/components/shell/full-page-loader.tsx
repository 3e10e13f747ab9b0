import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * How long a route change runs before the loader shows: a fast navigation (data in the cache, a
 * chunk already loaded) finishes first, so the page does not flash (issue 13).
 */
export const LOADER_DELAY_MS = 300;

/** The full-page loader (shell spec §4): a named progress bar over the page, after a short delay. */
export default function FullPageLoader() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div
      className="sf-page-loader"
      role="progressbar"
      aria-label={t('common.loading')}
      aria-busy="true"
    >
      <span className="sf-page-loader__bar" />
    </div>
  );
}

/**
 * Safari and Firefox reload a page restored from the back/forward cache (shell spec §9): their
 * restored page can show a bag, a session or a price the shopper has changed since. Others keep
 * the restored page (Chromium revalidates on its own). Told by the user agent: Firefox on any
 * platform; Safari is a WebKit "Safari/" that is not Chrome, Edge, Opera or an Android browser.
 */
export function reloadsOnBackForwardRestore(userAgent: string): boolean {
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return true;
  return (
    /\bSafari\//.test(userAgent) &&
    !/\b(Chrome|Chromium|CriOS|Edg|EdgiOS|EdgA|OPR|OPiOS|SamsungBrowser)\/|Android/.test(userAgent)
  );
}

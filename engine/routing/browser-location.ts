/** Whether a loader's request is for the location the browser shows now (a revalidation). */
export function isCurrentLocation(requestUrl: string): boolean {
  const asked = new URL(requestUrl);
  return asked.pathname + asked.search === window.location.pathname + window.location.search;
}

/** The browser's location below the site's context path, to stay on after a cancelled navigation. */
export function currentLocation(contextPath: string): string {
  const { pathname, search } = window.location;
  const rest =
    contextPath && pathname.startsWith(contextPath) ? pathname.slice(contextPath.length) : pathname;
  return (rest || '/') + search;
}

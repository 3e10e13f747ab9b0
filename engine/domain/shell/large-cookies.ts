/**
 * The large-cookie check (shell spec §9): one second after start, cookies longer than the limit
 * (500 characters), names containing urbn_ excepted, are logged, at most once per 7 days.
 */
export function largeCookies(cookieHeader: string, limit: number): string[] {
  const names: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name.includes('urbn_')) continue;
    if (part.length - at - 1 > limit) names.push(name);
  }
  return names;
}

const DAY_MS = 86_400_000;

/** Whether to log now, given when it was last logged (ms, or undefined/garbage when never). */
export function largeCookieLogDue(lastLogged: number | undefined, now: number, days: number) {
  if (lastLogged === undefined || !Number.isFinite(lastLogged)) return true;
  return now - lastLogged >= days * DAY_MS || lastLogged > now;
}

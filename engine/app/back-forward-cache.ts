/** The window as the back/forward cache rule uses it (a fake in tests). */
export interface RestoreWindow {
  addEventListener(type: 'pageshow', listener: (event: { persisted: boolean }) => void): void;
  readonly navigator: { readonly userAgent: string };
  readonly location: { reload(): void };
}

/**
 * A page shown again: reloaded when it came from the back/forward cache and the browser needs it
 * (shell spec §9, domain/back-forward-cache.ts). Answers whether it reloaded. The rule loads only
 * when a page is restored, not with the entry.
 */
export async function onPageShow(
  win: RestoreWindow,
  event: { persisted: boolean },
): Promise<boolean> {
  if (!event.persisted) return false;
  const rule = await import('../domain/back-forward-cache.ts');
  if (!rule.reloadsOnBackForwardRestore(win.navigator.userAgent)) return false;
  win.location.reload();
  return true;
}

export function reloadRestoredPages(win: RestoreWindow): void {
  win.addEventListener('pageshow', (event) => void onPageShow(win, event));
}

/** The site's focus-target timings (limits.timings; shell spec §9: wait 1000 ms, 5 tries). */
export interface FocusTargetTimings {
  readonly focusTargetWaitMs: number;
  readonly focusTargetTries: number;
}

/** What a client navigation focuses: the new page's title, else the main landmark. */
const TITLE = '#main h1';
const MAIN = '#main';

/** A dialog (the Sign In dialog a protected route opened) keeps the focus it has. */
function focusInDialog(doc: Document): boolean {
  return doc.activeElement?.closest('[aria-modal="true"]') != null;
}

/**
 * After a client navigation to another page, moves the keyboard and screen-reader focus to the new
 * page's title (shell spec §9: the focus target), so a keyboard shopper does not start again from
 * the top of the header. The page may still be rendering its chunk: the title is looked for up to
 * `focusTargetTries` times over `focusTargetWaitMs`; if it never comes, the main landmark takes
 * the focus. Returns a cancel for the next navigation. Scrolling stays the scroll manager's.
 */
export function focusPageTarget(
  doc: Document,
  timings: FocusTargetTimings,
  schedule: (run: () => void, ms: number) => () => void = (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
): () => void {
  const tries = Math.max(1, timings.focusTargetTries);
  const interval = timings.focusTargetWaitMs / tries;
  let cancel = () => {};
  const attempt = (tried: number) => {
    if (focusInDialog(doc)) return;
    const last = tried + 1 >= tries;
    const target =
      doc.querySelector<HTMLElement>(TITLE) ?? (last ? doc.querySelector<HTMLElement>(MAIN) : null);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    cancel = schedule(() => attempt(tried + 1), interval);
  };
  attempt(0);
  return () => cancel();
}

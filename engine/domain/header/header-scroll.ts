export interface HeaderScrollState {
  /** Whether the header is hidden. */
  readonly hidden: boolean;
  /** The scroll position the last change was measured from. */
  readonly anchorY: number;
}

export interface HeaderScrollInput {
  readonly scrollY: number;
  /** The header's full height in pixels. */
  readonly headerHeight: number;
  /** Changes smaller than this are ignored (shell spec §9: 50 px). */
  readonly thresholdPx: number;
  /** While search is open or the header is transitioning, scrolling changes nothing (§4). */
  readonly frozen: boolean;
}

/**
 * Hide or reveal the header on scroll (shell spec §4): down hides, up reveals; a change under the
 * threshold is ignored unless it crosses the header's full height; near the top it always shows.
 */
export function nextHeaderScroll(
  state: HeaderScrollState,
  { scrollY, headerHeight, thresholdPx, frozen }: HeaderScrollInput,
): HeaderScrollState {
  if (frozen) return state;
  const y = Math.max(0, scrollY);
  const crossed = state.anchorY < headerHeight !== y < headerHeight;
  if (Math.abs(y - state.anchorY) < thresholdPx && !crossed) return state;
  if (y < headerHeight) return { hidden: false, anchorY: y };
  return { hidden: y > state.anchorY, anchorY: y };
}

/** The back-to-top button (shell spec §2.3): past one viewport of scroll, never on the home page. */
export function showsBackToTop(scrollY: number, viewportHeight: number, isHome: boolean): boolean {
  return !isHome && scrollY > viewportHeight;
}

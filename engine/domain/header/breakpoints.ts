/** The site's breakpoints (limits.breakpoints; shell spec §9: xs 0, s 568, m 768, l 1025, xl 1441). */
export interface Breakpoints {
  readonly xs: number;
  readonly s: number;
  readonly m: number;
  readonly l: number;
  readonly xl: number;
}

export type BreakpointName = keyof Breakpoints;

const WIDEST_FIRST: readonly BreakpointName[] = ['xl', 'l', 'm', 's', 'xs'];

/**
 * The breakpoint a viewport `width` is in: the widest whose minimum it reaches. A width under the
 * xs minimum (a brand that starts xs above 0) is in none: the shell treats it as a change too.
 */
export function breakpointAt(width: number, breakpoints: Breakpoints): BreakpointName | undefined {
  return WIDEST_FIRST.find((name) => width >= breakpoints[name]);
}

/** A media query from a breakpoint (the `<source media>` of a banner, a matchMedia). */
export function minWidthQuery(px: number): string {
  return `(min-width: ${px}px)`;
}

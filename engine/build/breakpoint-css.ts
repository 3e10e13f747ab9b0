import type { Plugin } from 'vite';
import type { ResolvedBrand } from '../config/types.ts';
import type { Breakpoints } from '../domain/header/breakpoints.ts';

/**
 * The breakpoints the engine's CSS is written in: the shell spec's (§9: xs 0, s 568, m 768,
 * l 1025, xl 1441). A `(min-width: 768px)` in a stylesheet means "from m", a `(max-width: 767px)`
 * "below m".
 */
export const CSS_BREAKPOINTS: Breakpoints = Object.freeze({
  xs: 0,
  s: 568,
  m: 768,
  l: 1025,
  xl: 1441,
});

const NAMES = ['s', 'm', 'l', 'xl'] as const;

/** Thrown by the build when a brand's sites disagree on their breakpoints. */
export class BreakpointsDifferError extends Error {
  constructor(brandId: string, first: string, other: string) {
    super(
      `[storefront:build] ${brandId}: limits.breakpoints differ between sites ${first} and ` +
        `${other}. The layout's CSS is built once per brand: set the breakpoints in the brand's ` +
        `brand.json (limits.breakpoints), not per site.`,
    );
    this.name = 'BreakpointsDifferError';
  }
}

/** The brand's breakpoints (limits.breakpoints), the same on every site or the build stops. */
export function brandBreakpoints(brand: ResolvedBrand): Breakpoints {
  const sites = Object.entries(brand.sites);
  const [first] = sites;
  if (!first) return CSS_BREAKPOINTS;
  const [firstId, firstSite] = first;
  const wanted = firstSite.limits.breakpoints;
  for (const [id, site] of sites.slice(1)) {
    if (NAMES.some((name) => site.limits.breakpoints[name] !== wanted[name])) {
      throw new BreakpointsDifferError(brand.id, firstId, id);
    }
  }
  return wanted;
}

/**
 * A stylesheet with its media queries moved to the brand's breakpoints (shell spec §9
 * limits.breakpoints): in each `@media` prelude, `(min-width: <spec px>)` becomes the brand's
 * breakpoint and `(max-width: <spec px - 1>)` one below it. Widths that are no breakpoint of the
 * spec (a component's own, e.g. 600px) are left as they are; so is everything outside `@media`.
 */
export function withBrandBreakpoints(css: string, breakpoints: Breakpoints): string {
  const min = new Map<number, number>(
    NAMES.map((name) => [CSS_BREAKPOINTS[name], breakpoints[name]]),
  );
  const max = new Map<number, number>(
    NAMES.map((name) => [CSS_BREAKPOINTS[name] - 1, breakpoints[name] - 1]),
  );
  return css.replace(/@media[^{;]*/g, (prelude) =>
    prelude.replace(
      /\((min|max)-width:\s*(\d+)px\)/g,
      (query: string, kind: 'min' | 'max', px: string) => {
        const moved = (kind === 'min' ? min : max).get(Number(px));
        return moved === undefined ? query : `(${kind}-width: ${moved}px)`;
      },
    ),
  );
}

/** Every stylesheet of a brand's bundle follows its breakpoints (withBrandBreakpoints). */
export function storefrontBreakpointsPlugin(options: { readonly brand: ResolvedBrand }): Plugin {
  const breakpoints = brandBreakpoints(options.brand);
  const same = NAMES.every((name) => breakpoints[name] === CSS_BREAKPOINTS[name]);
  return {
    name: 'storefront:breakpoints',
    enforce: 'pre',
    transform(code, id) {
      if (same || id.startsWith('\0') || !/\.css($|\?)/.test(id)) return null;
      return { code: withBrandBreakpoints(code, breakpoints), map: null };
    },
  };
}

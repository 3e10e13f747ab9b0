import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  BreakpointsDifferError,
  brandBreakpoints,
  CSS_BREAKPOINTS,
  storefrontBreakpointsPlugin,
  withBrandBreakpoints,
} from '../../../engine/build/breakpoint-css.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import type { Breakpoints } from '../../../engine/domain/header/breakpoints.ts';
import { loadBrand } from '../../support/brands.ts';

const anthropologie = loadBrand('anthropologie');

/** The brand with these breakpoints on every site (or on `only` that one). */
function withBreakpoints(brand: ResolvedBrand, breakpoints: Breakpoints, only?: string) {
  const sites = Object.fromEntries(
    Object.entries(brand.sites).map(([id, site]) => [
      id,
      only && id !== only ? site : { ...site, limits: { ...site.limits, breakpoints } },
    ]),
  );
  return { ...brand, sites } as ResolvedBrand;
}

const MOVED: Breakpoints = { xs: 0, s: 500, m: 700, l: 1200, xl: 1600 };

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

const mediaWidths = (css: string) =>
  [...css.matchAll(/@media[^{;]*/g)].flatMap((prelude) =>
    [...prelude[0].matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].map((query) => query[0]),
  );

// Shell spec §9 "Breakpoints: xs 0, s 568, m 768, l 1025, xl 1441" (limits.breakpoints): the
// layout's media queries follow the brand's values, not the spec's written into the CSS.
describe('the layout follows limits.breakpoints (shell spec §9)', () => {
  it('moves min-width queries to the breakpoint and max-width ones to one below it', () => {
    const css = [
      '@media (min-width: 1025px) { .a { display: flex } }',
      '@media (max-width: 767px) { .b { width: 768px } }',
      '@media (min-width: 768px) and (max-width: 1024px) { .c { gap: 0 } }',
      '@media (min-width: 600px) { .d { order: 1 } }',
      '@media (prefers-reduced-motion: reduce) { .e { animation: none } }',
    ].join('\n');
    expect(withBrandBreakpoints(css, MOVED)).toBe(
      [
        '@media (min-width: 1200px) { .a { display: flex } }',
        // Outside the prelude a width is a length, not a breakpoint: kept.
        '@media (max-width: 699px) { .b { width: 768px } }',
        '@media (min-width: 700px) and (max-width: 1199px) { .c { gap: 0 } }',
        // A component's own width is no breakpoint of the spec: kept.
        '@media (min-width: 600px) { .d { order: 1 } }',
        '@media (prefers-reduced-motion: reduce) { .e { animation: none } }',
      ].join('\n'),
    );
    // The spec's own breakpoints change nothing.
    expect(withBrandBreakpoints(css, CSS_BREAKPOINTS)).toBe(css);
  });

  it('leaves no spec breakpoint in any engine stylesheet once a brand moves them', () => {
    const spec = new Set(
      (['s', 'm', 'l', 'xl'] as const).flatMap((name) => [
        `(min-width: ${CSS_BREAKPOINTS[name]}px)`,
        `(max-width: ${CSS_BREAKPOINTS[name] - 1}px)`,
      ]),
    );
    let moved = 0;
    for (const file of cssFiles(join(REPO_ROOT, 'engine'))) {
      const css = readFileSync(file, 'utf8');
      const before = mediaWidths(css).filter((query) => spec.has(query));
      const after = mediaWidths(withBrandBreakpoints(css, MOVED)).filter((query) =>
        spec.has(query),
      );
      expect({ file, after }).toEqual({ file, after: [] });
      moved += before.length;
    }
    // 1025px three times and 768px six (issue 13), 767px and 567px once each, at least.
    expect(moved).toBeGreaterThanOrEqual(11);
  });

  it("the build's plugin rewrites a brand's stylesheets, and only stylesheets", () => {
    const plugin = storefrontBreakpointsPlugin({ brand: withBreakpoints(anthropologie, MOVED) });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const css = '@media (min-width: 1025px) { .sf-nav { display: flex } }';
    expect(transform(css, '/repo/engine/components/shell/shell.css')?.code).toBe(
      '@media (min-width: 1200px) { .sf-nav { display: flex } }',
    );
    expect(transform(css, '/repo/engine/components/shell/shell.tsx')).toBeNull();
    // The spec's breakpoints (Anthropologie today): nothing to do.
    const same = storefrontBreakpointsPlugin({ brand: anthropologie });
    expect((same.transform as typeof transform)(css, '/repo/a.css')).toBeNull();
  });

  it("a Vite build with the plugin emits the layout at the brand's breakpoints", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-breakpoints-'));
    try {
      writeFileSync(
        join(dir, 'layout.css'),
        readFileSync(join(REPO_ROOT, 'engine/components/shell/shell.css'), 'utf8'),
      );
      writeFileSync(join(dir, 'main.js'), "import './layout.css';\n");
      await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins: [storefrontBreakpointsPlugin({ brand: withBreakpoints(anthropologie, MOVED) })],
        build: { outDir: join(dir, 'dist'), rollupOptions: { input: join(dir, 'main.js') } },
      });
      const assets = join(dir, 'dist', 'assets');
      const [file] = readdirSync(assets).filter((name) => name.endsWith('.css'));
      const emitted = readFileSync(join(assets, file!), 'utf8');
      // The desktop header (navigation, utility bar) starts at the brand's l, not the spec's.
      expect(emitted).toContain('(min-width:1200px)');
      expect(emitted).not.toContain('(min-width:1025px)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops the build when a brand's sites disagree on their breakpoints", () => {
    const [, second] = Object.keys(anthropologie.sites);
    expect(brandBreakpoints(withBreakpoints(anthropologie, MOVED))).toEqual(MOVED);
    expect(() => brandBreakpoints(withBreakpoints(anthropologie, MOVED, second))).toThrow(
      BreakpointsDifferError,
    );
  });
});

import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import type { ResolvedBrand } from '../config/types.ts';
import { REPO_ROOT } from '../config/validate.ts';
import { storefrontBreakpointsPlugin } from './breakpoint-css.ts';
import { storefrontBrandPlugin } from './brand-plugin.ts';

export interface AppEntries {
  /** The browser entry (hydration). */
  readonly client: string;
  /** The SSR entry exporting `render` (engine/server/render-contract.ts). */
  readonly server: string;
}

export const APP_ENTRIES: AppEntries = {
  client: 'engine/app/entry-client.tsx',
  server: 'engine/app/entry-server.tsx',
};

export interface BrandViteOptions {
  readonly brand: ResolvedBrand;
  /** dist/<brand>: the client goes to ./client, the SSR entry to ./server. */
  readonly outDir: string;
  readonly entries?: AppEntries;
}

const HASHED = {
  entryFileNames: 'assets/[name]-[hash].js',
  chunkFileNames: 'assets/[name]-[hash].js',
  assetFileNames: 'assets/[name]-[hash][extname]',
};

/**
 * Shared by both builds. configFile: false keeps the repository's vite.config.ts (Vitest's
 * settings) out of brand builds, so a build depends on nothing but these options.
 */
function base(options: BrandViteOptions): InlineConfig {
  return {
    configFile: false,
    root: REPO_ROOT,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    // No shared public folder: each brand's images (brand-configs/<brand>/assets) are copied into
    // its own client folder by build-brand.ts, so no brand's bundle holds another brand's files.
    publicDir: false,
    plugins: [
      storefrontBrandPlugin({ brand: options.brand }),
      // The layout's media queries at the brand's limits.breakpoints (shell spec §9).
      storefrontBreakpointsPlugin({ brand: options.brand }),
      react(),
    ],
    resolve: {
      // react-router's package exports point at its development build only (its own Vite plugin
      // swaps in the production one): without this, every bundle carries the development router.
      alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }],
    },
  };
}

const REACT_ROUTER_PRODUCTION = join(
  REPO_ROOT,
  'node_modules/react-router/dist/production/index.mjs',
);

/** The browser bundle: hashed names, code split per route by the app's lazy routes, a manifest. */
export function clientViteConfig(options: BrandViteOptions): InlineConfig {
  const entries = options.entries ?? APP_ENTRIES;
  return {
    ...base(options),
    build: {
      outDir: join(options.outDir, 'client'),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // The entry carries the brand's inlined config; the build prints its own size table.
      chunkSizeWarningLimit: 2048,
      rollupOptions: {
        input: join(REPO_ROOT, entries.client),
        output: HASHED,
        // A call declaration (engine/api) is a plain object made by defineCall: one no page uses
        // is left out of the bundle.
        treeshake: { manualPureFunctions: ['defineCall', 'mediaUpload'] },
      },
    },
  };
}

/** The SSR entry: dist/<brand>/server/entry-server.js; dependencies stay in node_modules. */
export function serverViteConfig(options: BrandViteOptions): InlineConfig {
  const entries = options.entries ?? APP_ENTRIES;
  return {
    ...base(options),
    build: {
      outDir: join(options.outDir, 'server'),
      emptyOutDir: true,
      ssr: join(REPO_ROOT, entries.server),
      target: 'node20',
      // No source maps: they would carry engine sources' text into dist/<brand>/server.
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: {
        output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
}

/* The per-brand Vite build's virtual modules (engine/build/brand-plugin.ts), one brand per bundle. */
// An ambient module cannot import by relative path: import() types are the one way to name types.
/* eslint-disable @typescript-eslint/consistent-type-imports */

/** The brand's whole resolved public config (the SSR entry). */
declare module 'virtual:storefront-brand' {
  const brand: import('../config/types.ts').ResolvedBrand;
  export default brand;
}

/** The brand's core for the browser: settings and every site in brief. */
declare module 'virtual:storefront-brand-core' {
  const core: import('../config/public-brand.ts').PublicBrandCore;
  export default core;
}

/** The browser's loaders of each site's share of the config (one chunk per site). */
declare module 'virtual:storefront-sites' {
  const sites: Readonly<
    Record<string, () => Promise<{ default: import('../config/public-brand.ts').PublicSiteModule }>>
  >;
  export default sites;
}

/** The brand's own component modules (brand.json components.replace), bundled only into it. */
declare module 'virtual:storefront-brand-components' {
  const modules: import('../registry/registry.ts').BrandModules;
  export default modules;
}

/** The brand's resolved public config, inlined by the per-brand Vite build (one brand per bundle). */
declare module 'virtual:storefront-brand' {
  // An ambient module cannot import by relative path; an import() type is the one way to name it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const brand: import('../config/types.ts').ResolvedBrand;
  export default brand;
}

/** The brand's own component modules (brand.json components.replace), bundled only into it. */
declare module 'virtual:storefront-brand-components' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const modules: import('../registry/registry.ts').BrandModules;
  export default modules;
}

/**
 * Imported first by the CLI (`storefront start` serves pages) and bench:ssr: React picks its build from
 * NODE_ENV when first loaded, and the registry's loaders load it (through react-router) as soon as
 * the brands are validated. Set later, react-dom would be the production build and react the
 * development one, which cannot render together.
 */
process.env.NODE_ENV ??= 'production';

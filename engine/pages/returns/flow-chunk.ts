/**
 * The returns and claims views and their loaders in one lazy chunk: their registry entries share
 * one import, so every page's first load carries one chunk name for both flows, and a step's
 * loader and view (always needed together) arrive in one request.
 */
export { default as ReturnsPage } from './returns-page.tsx';
export { default as ClaimsPage } from './claims-page.tsx';
export { returnsLoader } from './returns-loader.ts';
export { claimsLoader } from './claims-loader.ts';

import { register } from 'node:module';

/**
 * The engine's components import their stylesheets (`import './x.css'`), which Vite bundles and
 * Node cannot load. The studio renders the engine from source in Node, so a stylesheet import
 * becomes an empty module; the preview links the styles of the brand's build instead.
 */
const HOOKS = `
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}`;

export function registerCssStub(): void {
  register('data:text/javascript,' + encodeURIComponent(HOOKS));
}

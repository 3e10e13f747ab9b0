// A child process rendering pages under tsx (tests/integration/ssr/render-pages.ts) meets the
// components' stylesheet imports, which Vite handles in a build and in Vitest; here they are empty
// modules. Registered after tsx, so it sees a .css import first.
import { register } from 'node:module';

const hooks = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

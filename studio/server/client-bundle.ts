import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENT_SOURCE = fileURLToPath(new URL('../client/', import.meta.url));
export const CLIENT_BASE = '/studio/';

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The studio's React app, built with Vite into `outDir` when missing or older than its sources
 * (a tool for merchandisers: no storefront budget applies, but it is built, not served by a dev
 * server, so starting the studio needs nothing else running).
 */
export async function ensureClientBundle(
  outDir: string,
  log: (line: string) => void,
): Promise<void> {
  const index = join(outDir, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource(CLIENT_SOURCE)) return;
  log('[storefront:studio] building the studio app...');
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: CLIENT_SOURCE,
    base: CLIENT_BASE,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
}

/**
 * Renders pages of a brand in a process of its own and prints them as JSON, so a hydration test
 * runs the browser's React without the server's renderer in the same process.
 * Usage: node --import tsx tests/unit/app/render-pages.ts <brand> <url>...
 */
import { startSsr } from './ssr-harness.ts';

const [brandId, ...urls] = process.argv.slice(2);
if (!brandId) throw new Error('Usage: render-pages.ts <brand> <url>...');
const ssr = await startSsr([brandId]);
const pages: Record<string, string> = {};
for (const url of urls) pages[url] = (await ssr.get(brandId, url)).html;
await ssr.close();
process.stdout.write(`\n@@PAGES@@${JSON.stringify(pages)}`);

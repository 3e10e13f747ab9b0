import { basename } from 'node:path';
import Fastify from 'fastify';
import pc from 'picocolors';
import { commerceApi } from '../../commerce-api/app.ts';
import { validateBrands } from '../../engine/config/validate.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';
import { openApi } from '../lib/api-context.ts';

export const DEFAULT_BRAND = 'anthropologie';

/** The brands a server serves: every valid brand folder but the template (folders starting "_"). */
export function servedBrands(): { brands: ResolvedBrand[]; problems: string[] } {
  const report = validateBrands();
  const brands: ResolvedBrand[] = [];
  const problems: string[] = [];
  for (const brand of report.brands) {
    if (basename(brand.folder).startsWith('_')) continue;
    if (brand.resolved) brands.push(brand.resolved);
    else
      problems.push(
        `${brand.id}: ${brand.problems.length} configuration problem(s); run \`npx storefront validate ${brand.id}\``,
      );
  }
  return { brands, problems };
}

/**
 * `storefront start`: the commerce API under /api on the embedded database (seeded on first
 * start) and, until the server-rendered engine lands, a page per host listing what will be there.
 */
export async function startCommand(
  write: (text: string) => void = (text) => process.stdout.write(text + '\n'),
): Promise<number> {
  const { brands, problems } = servedBrands();
  for (const problem of problems) write(pc.red(`✖ ${problem}`));
  const opened = await openApi(brands);
  const port = Number(process.env.PORT ?? 3000);
  const app = Fastify({ logger: false });
  await app.register(commerceApi, { prefix: '/api', context: opened.context });
  app.get('/*', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        'The server-rendered storefront is not built yet. The commerce API is served under /api.\n',
      ),
  );
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });

  write(pc.bold(`Storefront on http://localhost:${port}  (database: ${opened.database})`));
  if (opened.seeded.products > 0) {
    write(
      `Seeded ${opened.seeded.products} products, ${opened.seeded.stores} stores, ${opened.seeded.users} users.`,
    );
  }
  for (const brand of brands) {
    write(pc.bold(brand.settings.name));
    for (const site of Object.values(brand.sites)) {
      const host = brand.id === DEFAULT_BRAND ? 'localhost' : `${brand.id}.localhost`;
      write(
        `  ${site.id.padEnd(6)} http://${host}:${port}${site.contextPath || '/'}  (${site.defaultLocale}, ${site.currency})`,
      );
    }
  }
  write('');
  write(
    `Commerce API: http://localhost:${port}/api  (e.g. /api/catalog/v1/an-us/pools/US_DIRECT/products?slug=...)`,
  );
  write(
    pc.yellow(
      'Not built yet: the server-rendered storefront pages (engine issue). Stop with Ctrl+C.',
    ),
  );
  return 0;
}

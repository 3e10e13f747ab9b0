import pc from 'picocolors';
import { validateBrands } from '../../engine/config/validate.ts';

/**
 * `storefront start`. The server-rendered engine and the commerce API arrive with their own
 * issues; until then start validates every brand, lists the sites that will be served and says
 * what is not built yet, without failing.
 */
export function startCommand(
  write: (text: string) => void = (text) => process.stdout.write(text + '\n'),
): number {
  const report = validateBrands();
  const port = Number(process.env.PORT ?? 3000);
  for (const brand of report.brands) {
    if (!brand.resolved) {
      write(
        pc.red(
          `✖ ${brand.id}: ${brand.problems.length} configuration problem(s); run \`npx storefront validate ${brand.id}\``,
        ),
      );
      continue;
    }
    write(pc.bold(brand.resolved.settings.name));
    for (const site of Object.values(brand.resolved.sites)) {
      const host = brand.id === 'anthropologie' ? 'localhost' : `${brand.id}.localhost`;
      write(
        `  ${site.id.padEnd(6)} http://${host}:${port}${site.contextPath || '/'}  (${site.defaultLocale}, ${site.currency})`,
      );
    }
  }
  write('');
  write(
    pc.yellow(
      'Not built yet: the server-rendered storefront and the commerce API. The brand configurations above are validated ' +
        'and resolved; the URLs are where each site will be served once the engine lands.',
    ),
  );
  return 0;
}

import '../lib/production-mode.ts';
import { Command, CommanderError } from 'commander';
import { validateCommand } from './validate-command.ts';
import { startCommand } from './start-command.ts';
import { apiCommand } from './api-command.ts';
import { buildCommand } from './build-command.ts';
import { cardKeyCommand } from './card-key-command.ts';
import { newBrandCommand } from './new-brand-command.ts';
import type { NewBrandOptions } from './new-brand-command.ts';
import { addSiteCommand } from './add-site-command.ts';
import type { AddSiteOptions } from './add-site-command.ts';
import { verifyCommand } from './verify-command.ts';
import { studioCommand } from './studio-command.ts';
import type { StudioOptions } from './studio-command.ts';
import type { VerifyOptions } from './verify-command.ts';

/** Builds the program; each command lives in its own file and returns an exit code. */
export async function run(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name('storefront')
    .description('Validate, build and serve the brands of the storefront engine.')
    .exitOverride()
    .showHelpAfterError();

  program
    .command('validate')
    .description('Validate brand configurations against schemas/ and the cross-document rules.')
    .argument(
      '[brands...]',
      'brand folder names under brand-configs/ (string; all brands when none)',
    )
    .option('--json', 'print a JSON report instead of text (boolean)', false)
    .addHelpText(
      'after',
      `
Examples:
  $ npx storefront validate
  $ npx storefront validate anthropologie free-people --json

Exit codes: 0 every brand valid; 1 a problem (each named with file:line:column and pointer).`,
    )
    .action((brands: string[], options: { json: boolean }) => {
      exitCode = validateCommand(brands, options);
    });

  program
    .command('build')
    .description(
      "Build each brand's client bundle and SSR entry into dist/<brand>/, then print their sizes.",
    )
    .argument('[brands...]', 'brand folder names under brand-configs/ (string)')
    .option('--all', 'build every brand but the template (boolean)', false)
    .option('--out-dir <path>', 'folder for dist/<brand>/ (string; default dist)')
    .option(
      '--json',
      'print one JSON report on stdout (first load per route kind, budgets, problems); progress goes to stderr (boolean)',
      false,
    )
    .addHelpText(
      'after',
      `
Examples:
  $ npx storefront build anthropologie
  $ npx storefront build --all --out-dir /tmp/dist
  $ npx storefront build --all --json > build.json

Exit codes: 0 built within budget; 1 a brand invalid, a build failed or over budget; 2 no brand named.`,
    )
    .action(async (brands: string[], options: { all: boolean; outDir?: string; json: boolean }) => {
      exitCode = await buildCommand(brands, options);
    });

  program
    .command('start')
    .description(
      'Serve the brands (all but the template when none is named) and the commerce API, building what is missing or stale. One process on the embedded database by default; --workers N processes on DATABASE_URL; --api-url for the storefront tier alone.',
    )
    .argument('[brands...]', 'brand folder names under brand-configs/ (string; all when none)')
    .option('--dist-dir <path>', 'folder of the built brands, dist/<brand>/ (string; default dist)')
    .option(
      '--workers <number>',
      'processes serving one port together (integer, 1 to 64; default 1); more than 1 needs DATABASE_URL (PostgreSQL)',
    )
    .option(
      '--api-url <url>',
      'a remote commerce API (string, http(s) URL, e.g. http://127.0.0.1:4000): no database and no API in this process; SSR fetches and /api go there',
    )
    .option(
      '--json',
      'once listening, print one JSON line on stdout (port, database, every site URL); everything else goes to stderr (boolean)',
      false,
    )
    .addHelpText(
      'after',
      `
Examples:
  $ npm start
  $ npx storefront start anthropologie --dist-dir /tmp/dist
  $ PORT=3107 npx storefront start juniper-lane
  $ npx storefront start anthropologie --json | head -1 | jq -r '.brands[0].sites[0].url'`,
    )
    .action(
      async (
        brands: string[],
        options: { distDir?: string; workers?: string; apiUrl?: string; json: boolean },
      ) => {
        exitCode = await startCommand(undefined, { brands, ...options });
      },
    );

  program
    .command('api')
    .description('Serve the commerce API alone on its own port, on the same database as start.')
    .option(
      '--port <number>',
      'port to listen on (number)',
      (value) => Number(value),
      Number(process.env.API_PORT ?? 4000),
    )
    .option('--host <address>', 'address to listen on (string)', '127.0.0.1')
    .option(
      '--workers <number>',
      'processes serving the port together (integer, 1 to 64; default 1); more than 1 needs DATABASE_URL (PostgreSQL)',
    )
    .option(
      '--trust-proxy <addresses>',
      'addresses or CIDR ranges of storefront tiers whose X-Forwarded-For names the client (string, comma list; default API_TRUST_PROXY, else none)',
      process.env.API_TRUST_PROXY,
    )
    .option(
      '--json',
      'once listening, print one JSON line on stdout (url, database, workers); everything else goes to stderr (boolean)',
      false,
    )
    .addHelpText(
      'after',
      `
Examples:
  $ npx storefront api --port 4000
  $ DATABASE_URL=postgres://... npx storefront api --workers 2`,
    )
    .action(
      async (options: {
        port: number;
        host: string;
        workers?: string;
        trustProxy?: string;
        json: boolean;
      }) => {
        exitCode = await apiCommand(options);
      },
    );

  program
    .command('verify')
    .description(
      'Verify brands end to end: validate, build, serve on a free port over the embedded database, then check components, strings, budgets, bundle isolation, every route, links, axe and Lighthouse.',
    )
    .argument('[brands...]', 'brand folder names under brand-configs/ (string)')
    .option('--all', 'verify every brand but the template (boolean)', false)
    .option('--json', 'print one JSON report on stdout instead of text (boolean)', false)
    .option('--skip-lighthouse', 'leave out Lighthouse, the slowest check (boolean)', false)
    .option(
      '--only <checks>',
      'run these checks only (comma list of config, components, strings, build, budgets, bundle, routes, links, axe, lighthouse)',
    )
    .option(
      '--out-dir <path>',
      'folder for dist/<brand>/ inside the repository (string; default dist)',
    )
    .option('--dir <path>', 'configs root, named brand-configs (string; default brand-configs)')
    .addHelpText(
      'after',
      `
Examples:
  $ npx storefront verify anthropologie
  $ npx storefront verify --all --skip-lighthouse --json > verify.json
  $ npx storefront verify juniper-lane --only strings,links

Progress goes to stderr, one line per check; the report (or --json) to stdout.
Exit codes: 0 every check passed; 1 a check failed (each named with file and JSON pointer, or URL);
2 usage (no brand named, unknown check, --out-dir outside the repository).`,
    )
    .action(async (brands: string[], options: VerifyOptions & { dir?: string }) => {
      const { dir, ...rest } = options;
      exitCode = await verifyCommand(brands, { ...rest, ...(dir ? { brandsDir: dir } : {}) });
    });

  program
    .command('new-brand')
    .description(
      'Scaffold a brand from the template: configs with $schema, sites with their country switches, then validate and verify it (storefront verify without Lighthouse). Asks for what the flags leave out on a terminal; flags only otherwise or with --yes.',
    )
    .option('--id <id>', 'brand id and folder name (string, e.g. north-pine)')
    .option('--name <name>', 'brand name shown to shoppers (string)')
    .option('--site-prefix <prefix>', 'site-id prefix, 2 to 4 letters (string, e.g. np)')
    .option(
      '--sites <list>',
      'sites, the first the default (comma list of us, ca, uk, fr, de, es, it; a language after ":", e.g. ca:fr-CA)',
    )
    .option('--theme-primary <colour>', 'primary colour (#rrggbb)')
    .option('--theme-accent <colour>', 'accent colour (#rrggbb)')
    .option('--logo-text <text>', 'text of the logo (string; default the name)')
    .option('--dir <path>', 'configs root to write into (string; default brand-configs)')
    .option('--out-dir <path>', 'folder for dist/<brand>/ (string; default dist)')
    .option('--no-build', 'validate only, do not build nor verify (boolean)')
    .option(
      '--no-verify',
      'build only, do not verify (storefront verify without Lighthouse) the new brand (boolean)',
    )
    .option('-y, --yes', 'never prompt (boolean)', false)
    .option('--json', 'print a JSON report instead of text (boolean)', false)
    .addHelpText(
      'after',
      `
Examples:
  $ npx storefront new-brand
  $ npx storefront new-brand --yes --id north-pine --name "North Pine" --site-prefix np \\
      --sites us,uk,fr --theme-primary '#2f4f3a' --theme-accent '#c9703d' --logo-text "NORTH PINE"
  $ npx storefront new-brand --json --id north-pine --name "North Pine" --site-prefix np --sites us

Exit codes: 0 made, valid and verified; 1 made but it does not validate or fails a verify check;
2 nothing written (bad or missing flag, existing brand, cancelled).`,
    )
    .action(async (options: NewBrandOptions) => {
      exitCode = await newBrandCommand(options);
    });

  program
    .command('add-site')
    .description(
      "Add a regional site to a brand, with its country's switches (consent, gift wrap, registry, taxes) and its locale file, then validate the brand.",
    )
    .argument('<brand>', 'brand folder name under brand-configs/ (string)')
    .option('--country <code>', 'us, ca, uk, fr, de, es or it (string)')
    .option(
      '--language <locale>',
      "the site's language (string; default the country's, e.g. fr-CA for ca)",
    )
    .option('--prefix <path>', 'path prefix (string, e.g. /fr-fr; default /<language>-<country>)')
    .option(
      '--group <group>',
      'site group (string; default <prefix>-us for US and Canada, <prefix>-eu else)',
    )
    .option('--dir <path>', 'configs root (string; default brand-configs)')
    .option('--json', 'print a JSON report instead of text (boolean)', false)
    .addHelpText(
      'after',
      `
Examples:
  $ npx storefront add-site north-pine --country fr
  $ npx storefront add-site north-pine --country ca --language fr-CA --prefix /fr-ca
  $ npx storefront add-site north-pine --country de --json

Exit codes: 0 added and valid; 1 added but the brand does not validate; 2 nothing written.`,
    )
    .action(async (brand: string, options: AddSiteOptions) => {
      exitCode = await addSiteCommand(brand, options);
    });

  program
    .command('studio')
    .description(
      "The brand studio: edit a brand's settings and content in the browser through forms from the schemas, checked as you type like `storefront validate`, with a live preview of every site, saved as minimal edits.",
    )
    .argument('[brand]', 'brand folder name under the configs root (string; default anthropologie)')
    .option('--port <number>', 'port on 127.0.0.1 (integer; default a free one)')
    .option(
      '--config-dir <path>',
      'configs root holding the brand folders (string; default brand-configs)',
    )
    .option(
      '--dist-dir <path>',
      "folder of the brands' builds, for the preview's styles (string; default dist)",
    )
    .option(
      '--json',
      'print one JSON line once serving (event, brand, url with its token, port, problems) or the error; progress on stderr (boolean)',
      false,
    )
    .addHelpText(
      'after',
      `
Examples:
  $ npx storefront studio anthropologie
  $ npx storefront studio terrain --port 3301 --config-dir /tmp/configs
  $ npx storefront studio anthropologie --json

It prints its address with a one-time token; requests without it are refused.
Exit codes: 0 stopped with Ctrl+C; 2 no such brand or a bad option.`,
    )
    .action(async (brand: string | undefined, options: StudioOptions) => {
      const started = await studioCommand(brand, options);
      exitCode = started.code;
      const studio = started.studio;
      if (studio) {
        await new Promise<void>((resolve) => {
          const stop = () => void studio.close().finally(resolve);
          process.once('SIGINT', stop);
          process.once('SIGTERM', stop);
        });
      }
    });

  program
    .command('card-key')
    .description(
      'Rotate the card-encryption key: a new current key in CARD_KEY_FILE; older keys still decrypt.',
    )
    .argument('<action>', 'rotate (string)')
    .option(
      '--json',
      'print one JSON object: { ok, keyId, file } or { ok: false, problem } (boolean)',
      false,
    )
    .addHelpText(
      'after',
      `
Examples:
  $ npx storefront card-key rotate
  $ CARD_KEY_FILE=/secure/card-keys.pem npx storefront card-key rotate --json

Exit codes: 0 a new key added; 1 an unknown action, or the keys come from CARD_PRIVATE_KEYS.`,
    )
    .action(async (action: string, options: { json: boolean }) => {
      exitCode = await cardKeyCommand(action, undefined, undefined, options);
    });

  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
  return exitCode;
}

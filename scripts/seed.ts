/**
 * Seeds the demo data the way the server does on first start: DATABASE_URL's PostgreSQL, else the
 * embedded PGlite (STOREFRONT_DATA_DIR, default .data/pglite), migrations, then every brand that
 * has no products yet. Brands already seeded are left as they are.
 *
 *   tsx scripts/seed.ts                      300 products per brand
 *   tsx scripts/seed.ts --scale              100 000 products for anthropologie (benchmarks), in
 *                                            .data/pglite-scale unless STOREFRONT_DATA_DIR is set
 *   options: --brand <id> (string, scale brand), --products <n> (integer), --seed <n> (integer)
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ApiBrandConfig } from '../commerce-api/brands.ts';
import {
  DEFAULT_PRODUCTS_PER_BRAND,
  DEFAULT_SEED,
  DEMO_PASSWORD,
  seed,
} from '../commerce-api/seed/index.ts';
import { openDatabase } from '../commerce-api/storage/database.ts';
import { migrate } from '../commerce-api/storage/migrate.ts';
import { validateBrands } from '../engine/app/brands.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'boolean', default: false },
    brand: { type: 'string', default: 'anthropologie' },
    products: { type: 'string' },
    seed: { type: 'string' },
  },
});

const report = validateBrands();
for (const brand of report.brands.filter((entry) => !entry.resolved)) {
  console.error(
    `[storefront:seed] skipping ${brand.id}: ${brand.problems.length} configuration problem(s); run \`npx storefront validate ${brand.id}\``,
  );
}
const brands = report.brands.flatMap((brand) =>
  brand.resolved ? [brand.resolved as unknown as ApiBrandConfig] : [],
);
const scaleProducts = Number(
  values.products ?? (values.scale ? 100_000 : DEFAULT_PRODUCTS_PER_BRAND),
);
if (!Number.isInteger(scaleProducts) || scaleProducts < 40) {
  console.error('[storefront:seed] --products must be an integer of at least 40');
  process.exit(2);
}
if (values.scale && !brands.some((brand) => brand.id === values.brand)) {
  console.error(`[storefront:seed] --brand ${values.brand} is not a valid brand`);
  process.exit(2);
}

const url = process.env.DATABASE_URL;
const dataDir =
  process.env.STOREFRONT_DATA_DIR ?? (values.scale ? '.data/pglite-scale' : '.data/pglite');
const db = await openDatabase({ url, dataDir });
const where = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
try {
  await migrate(db);
  const started = performance.now();
  const summary = await seed(db, brands, {
    seed: values.seed === undefined ? DEFAULT_SEED : Number(values.seed),
    ...(values.scale
      ? { productsByBrand: { [values.brand]: scaleProducts } }
      : { productsPerBrand: scaleProducts }),
    log: (line) => console.log(line),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (summary.brands === 0) {
    console.log(
      `[storefront:seed] ${where}: every brand already has its demo data; nothing to do.`,
    );
    if (values.scale)
      console.log(
        '[storefront:seed] for a fresh scale run, point STOREFRONT_DATA_DIR at an empty folder.',
      );
  } else {
    console.log(
      `[storefront:seed] ${where}: ${summary.brands} brand(s), ${summary.products} products, ` +
        `${summary.stores} stores, ${summary.users} users in ${seconds} s`,
    );
    console.log(
      `[storefront:seed] demo accounts (password "${DEMO_PASSWORD}"): shopper@, agent@, stylist@, employee@<brand-id>.example`,
    );
  }
  if (values.scale && !url) {
    console.log(`[storefront:seed] serve it with: STOREFRONT_DATA_DIR=${dataDir} npm start`);
  }
} finally {
  await db.close();
}

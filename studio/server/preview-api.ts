import { buildApiServer } from '../../commerce-api/app.ts';
import { BrandDirectory } from '../../commerce-api/brands.ts';
import type { ApiBrandConfig, SiteRef } from '../../commerce-api/brands.ts';
import { seed } from '../../commerce-api/seed/index.ts';
import { openDatabase } from '../../commerce-api/storage/database.ts';
import { migrate } from '../../commerce-api/storage/migrate.ts';
import { inProcessFetch } from '../../engine/server/api-transport.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';

/** Products of the preview's demo catalogue: enough to fill listings, quick to seed. */
const PREVIEW_PRODUCTS = 60;

/** The brands the API reads, swapped for the draft's each time it validates. */
class LiveBrandDirectory extends BrandDirectory {
  private current: BrandDirectory;

  constructor(brands: readonly ApiBrandConfig[]) {
    super(brands);
    this.current = new BrandDirectory(brands);
  }

  update(brands: readonly ApiBrandConfig[]): void {
    this.current = new BrandDirectory(brands);
  }

  override site(siteId: string): SiteRef | undefined {
    return this.current.site(siteId);
  }

  override brand(brandId: string): ApiBrandConfig | undefined {
    return this.current.brand(brandId);
  }
}

export interface PreviewApi {
  readonly base: string;
  readonly fetch: typeof fetch;
  update(brand: ResolvedBrand): void;
  close(): Promise<void>;
}

/**
 * The commerce API the preview's render calls, in this process: an in-memory database with a
 * small demo catalogue, never the store's data, reached without a socket (inProcessFetch).
 */
export async function openPreviewApi(brand: ResolvedBrand | undefined): Promise<PreviewApi> {
  const db = await openDatabase({ dataDir: 'memory' });
  await migrate(db);
  const brands = brand ? [brand as unknown as ApiBrandConfig] : [];
  await seed(db, brands, { productsPerBrand: PREVIEW_PRODUCTS });
  const directory = new LiveBrandDirectory(brands);
  const app = await buildApiServer({ db, brands: directory, mode: 'production' }, '/api');
  await app.ready();
  return {
    base: 'http://studio.invalid/api',
    fetch: inProcessFetch(app),
    update: (next) => directory.update([next as unknown as ApiBrandConfig]),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

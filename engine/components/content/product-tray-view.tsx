import { dedupeTrays } from '../../domain/catalogue/recommendation-trays.ts';
import { useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { trayQuery } from '../../routing/page-queries.ts';
import { ProductTile } from '../product/product-tile.tsx';

export type TileType =
  'noDetails' | 'titleOnly' | 'titlePrice' | 'titlePriceSwatches' | 'titlePriceColorCount';

/**
 * A row of product tiles from a category listing, in one of the five tray tile types (catalogue
 * spec §9); nothing while the tiles are unknown or the category has none.
 */
export function ProductTrayView({
  title,
  categorySlug,
  limit,
  tileType,
  excludeProductId,
}: {
  title: string;
  categorySlug: string;
  limit: number;
  tileType: TileType;
  /** The product a tray of recommendations sits on: not recommended to itself. */
  excludeProductId?: string;
}) {
  const env = useAppEnv();
  // One more than shown, so that leaving out the current product still fills the row.
  const asked = excludeProductId ? limit + 1 : limit;
  const { data } = useQuery(trayQuery(env.api, categorySlug, asked));
  // No product twice, never the page's own (domain/catalogue/recommendation-trays.ts).
  const [tray] = dedupeTrays([{ priority: 0, tiles: data?.records ?? [] }], excludeProductId);
  const tiles = (tray?.tiles ?? []).slice(0, limit);
  if (tiles.length === 0) return null;
  return (
    <section className="sf-tray" aria-label={title}>
      <h2>{title}</h2>
      <ul className="sf-tiles">
        {tiles.map((tile) => (
          <li key={tile.productId}>
            <ProductTile
              tile={tile}
              showTitle={tileType !== 'noDetails'}
              showPrice={tileType.startsWith('titlePrice')}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

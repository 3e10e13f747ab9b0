import { useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../app/env.tsx';
import { trayQuery } from '../../app/loaders.ts';
import type { ResolvedProductTrayProps } from '../../config/generated/resolved.ts';
import { ProductTile } from './product-tile.tsx';
import { useText } from './use-text.ts';

/**
 * A row of product tiles from a category listing; the page loader prefetches it (errors are
 * ignored there), so the tiles are in the server HTML and the browser refetches only what failed.
 */
export default function ProductTray({
  title,
  categorySlug,
  limit,
  tileType,
}: ResolvedProductTrayProps) {
  const env = useAppEnv();
  const text = useText();
  const { data } = useQuery(trayQuery(env.api, categorySlug, limit));
  const tiles = data?.records ?? [];
  return (
    <section className="sf-tray" aria-label={text(title)}>
      <h2>{text(title)}</h2>
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

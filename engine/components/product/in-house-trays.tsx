import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CategoryListing } from '../../../schemas/api/generated/types.ts';
import { shopSlug } from '../../domain/catalogue/shop-slug.ts';
import { dedupeTrays } from '../../domain/catalogue/recommendation-trays.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { apiQuery } from '../../api/index.ts';
import { getPaginatedAndSortedProducts } from '../../api/calls/catalog.ts';
import { shopTilesUrl } from '../../api/calls/shops.ts';
import type { ApiClient } from '../../api/index.ts';
import { trayQuery } from '../../routing/page-queries.ts';
import type { TileType } from '../content/product-tray-view.tsx';
import { ProductTile } from './product-tile.tsx';

type TrayTile = CategoryListing['records'][number];

/** A tray of a brand's products (its /brands/{slug} listing), in the tray projection. */
function brandTrayQuery(api: ApiClient, brandSlug: string, limit: number) {
  return apiQuery(api, getPaginatedAndSortedProducts, {
    url: shopTilesUrl(api.site, 'brands', brandSlug),
    skip: 0,
    pageSize: limit,
    projectionSlug: 'categorytray',
  });
}

/**
 * In-house recommendations (issue 11; shell spec §9 flag enableInHouseRecs): trays built from the
 * catalogue's own data rather than a recommendation service's, "You May Also Like" from the
 * product's category and "More from {brand}" from its brand's listing, deduplicated by display
 * priority (the category's first): no product twice, never the page's own. A chunk loaded only
 * with the flag, as the shopper scrolls toward it; its strings come with the page's later ones.
 */
export default function InHouseTrays({
  categorySlug,
  brand,
  limit,
  tileType,
  productId,
}: {
  categorySlug: string;
  brand: string | undefined;
  limit: number;
  tileType: TileType;
  productId: string;
}) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const [ready, setReady] = useState(!env.loadStrings);
  useEffect(() => {
    let live = true;
    void env.loadStrings?.(['reviews']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [env]);
  // One more than shown, so that leaving out the current product still fills the row.
  const { data: category } = useQuery(trayQuery(env.api, categorySlug, limit + 1));
  // Enough beside the category tray's products to fill a row of the brand's own.
  const { data: byBrand } = useQuery({
    ...brandTrayQuery(env.api, shopSlug(brand ?? ''), 2 * limit + 1),
    enabled: !!brand,
  });
  if (!ready) return null;
  const trays = dedupeTrays<
    TrayTile,
    { key: string; title: string; priority: number; tiles: readonly TrayTile[] }
  >(
    [
      {
        key: 'category',
        title: t('pdp.recommendations'),
        priority: 1,
        // Only what the tray shows, so the brand's tray repeats none of them and hides no other.
        tiles: (category?.records ?? [])
          .filter((tile) => tile.productId !== productId)
          .slice(0, limit),
      },
      {
        key: 'brand',
        title: t('pdp.moreFromBrand', { brand: brand ?? '' }),
        priority: 2,
        tiles: brand ? (byBrand?.records ?? []) : [],
      },
    ],
    productId,
  );
  return (
    <>
      {trays.map((tray) => (
        <section key={tray.key} className="sf-tray" aria-label={tray.title}>
          <h2>{tray.title}</h2>
          <ul className="sf-tiles">
            {tray.tiles.slice(0, limit).map((tile) => (
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
      ))}
    </>
  );
}

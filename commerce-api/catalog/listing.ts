import type { SiteRef } from '../brands.ts';
import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import { activeBadges } from './badges.ts';
import { resolveCategory } from './categories.ts';
import { GALLERY_VIEWS, imageName, SWATCH_VIEW } from './image-id.ts';
import type { ListingQuery, SortField, SortOrder } from './listing-sql.ts';
import { listingSql } from './listing-sql.ts';
import { localizeText } from './localize.ts';
import { productWebPath } from './product-view.ts';
import { convert, moneyFor } from './money.ts';
import type { Money } from './money.ts';
import type { Refinements } from './refinements.ts';
import { listingLimits } from './site-settings.ts';

export interface ListingRequest {
  readonly slug: string;
  readonly poolId: string;
  readonly pageSize: number;
  readonly skip: number;
  readonly sort: { readonly field: SortField; readonly order: SortOrder };
  readonly refinements: Refinements;
  readonly selectedStores: readonly string[];
  readonly projectionSlug: string;
  readonly projection?: readonly string[];
  readonly locale: string;
  /** Answer the facet counts too (the request's facets: true). */
  readonly facets: boolean;
  /** Every colour's swatch (the plpAllColorOptions flag), not only swatchesPerTile. */
  readonly allSwatches?: boolean;
}

interface TileRow {
  id: string;
  slug: string;
  display_name: string;
  style_number: string;
  product_type: string;
  badges: unknown;
  review_count: number;
  average_rating: number | string;
  list_low: number | string;
  list_high: number | string;
  sale_low: number | string;
  sale_high: number | string;
  color_codes: string[];
  color_names: string[];
  /** A vintage piece's graded condition (null for any other product). */
  vintage_condition: number | string | null;
}

interface FacetRow {
  facet: string;
  value: string;
  count: number | string;
}

interface ListingRow {
  total: number | string;
  tiles: TileRow[];
  /** Only when facets were asked for. */
  facets?: FacetRow[];
  price?: { low: number | string | null; high: number | string | null };
}

/** Tile fields per projection slug (catalogue spec §7: projectionSlug, default categorytiles). */
export const TILE_PROJECTIONS: Readonly<Record<string, readonly string[] | undefined>> = {
  categorytiles: undefined,
  categorytray: ['productId', 'slug', 'displayName', 'styleNumber', 'links', 'price', 'image'],
};

/**
 * A category page: tiles, totals and, when asked, facet counts (catalogue spec §7, shell spec §5;
 * issue 9 item 7: a tray or a listing without refinement controls does not pay for them).
 */
export async function categoryListing(db: Queryable, ref: SiteRef, request: ListingRequest) {
  const resolved = await resolveCategory(db, ref.brand, request.slug);
  if (!resolved) {
    throw new ApiError(404, 'CATEGORY_NOT_FOUND', `There is no category "${request.slug}".`);
  }
  return productListing(
    db,
    ref,
    request,
    { categorySlugs: resolved.slugs },
    {
      slug: resolved.category.slug,
      parentSlug: resolved.category.parent_slug,
      displayName:
        localizeText(resolved.category.display_name, request.locale, ref.site.defaultLocale) ??
        resolved.category.slug,
    },
  );
}

/** What a listing lists besides its refinements: categories, search words, a brand or seller. */
export type ListingScope = Pick<ListingQuery, 'categorySlugs' | 'words' | 'shop'>;

/** The listing's heading: its category, or what a search or a brand page names. */
export interface ListingHeading {
  readonly slug: string;
  readonly parentSlug: string | null;
  readonly displayName: string;
}

/**
 * One page of any listing (category, search results, brand or seller page): the same tiles,
 * sorts, refinements, facets and pagination (catalogue spec §7), over a different scope.
 */
export async function productListing(
  db: Queryable,
  ref: SiteRef,
  request: Omit<ListingRequest, 'slug'>,
  scope: ListingScope,
  heading: ListingHeading,
) {
  const { brand, site } = ref;
  const [money, stores] = await Promise.all([
    moneyFor(db, site.currency),
    request.selectedStores.length > 0
      ? db.query<{ store_number: string; pool_id: string }>(
          'SELECT store_number, pool_id FROM stores WHERE brand_id = $1 AND store_number = ANY($2::text[])',
          [brand.id, request.selectedStores],
        )
      : Promise.resolve([]),
  ]);
  if (request.refinements.pickup && stores.length === 0) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      'Invalid parameters for getPaginatedAndSortedProducts',
      [
        {
          field: 'selectedStores',
          code: 'required',
          message: 'the pickup refinement needs selectedStores naming a store of the brand',
        },
      ],
    );
  }
  const { sql, params, prepare } = listingSql({
    brandId: brand.id,
    ...scope,
    poolId: request.poolId,
    storePools: stores.map((store) => store.pool_id),
    money,
    refinements: request.refinements,
    sort: request.sort,
    skip: request.skip,
    pageSize: request.pageSize,
    facets: request.facets,
  });
  const [row] = await db.query<ListingRow>(sql, params, { prepare });
  const total = Number(row?.total ?? 0);
  const swatchesPerTile = request.allSwatches ? Infinity : listingLimits(site).swatchesPerTile;
  const fields = request.projection?.length
    ? request.projection
    : TILE_PROJECTIONS[request.projectionSlug];
  return {
    category: heading,
    currency: money.currency,
    pageSize: request.pageSize,
    skip: request.skip,
    total,
    totalPages: Math.ceil(total / request.pageSize),
    sort: request.sort,
    records: (row?.tiles ?? []).map((tile) =>
      pick(tileView(tile, money, brand.id, swatchesPerTile), fields),
    ),
    ...(request.facets ? { facets: facetsView(row, money, request, stores) } : {}),
  };
}

function tileView(tile: TileRow, money: Money, _brandId: string, swatchesPerTile: number) {
  const colors = tile.color_codes.map((colorCode, index) => ({
    colorCode,
    colorName: tile.color_names[index] ?? colorCode,
  }));
  const listLow = convert(money, tile.list_low);
  const saleLow = convert(money, tile.sale_low);
  const listHigh = convert(money, tile.list_high);
  const saleHigh = convert(money, tile.sale_high);
  const first = colors[0]?.colorCode;
  return {
    productId: tile.id,
    slug: tile.slug,
    displayName: tile.display_name,
    styleNumber: tile.style_number,
    productType: tile.product_type,
    links: { web: productWebPath(tile.product_type, tile.slug) },
    price: {
      currency: money.currency,
      listPriceLow: listLow,
      listPriceHigh: listHigh,
      salePriceLow: saleLow,
      salePriceHigh: saleHigh,
      hasMarkdown: saleLow < listLow || saleHigh < listHigh,
    },
    image: first ? imageName(tile.style_number, first, GALLERY_VIEWS[0]) : null,
    swatches: colors.slice(0, swatchesPerTile).map((colour) => ({
      colorCode: colour.colorCode,
      colorName: colour.colorName,
      image: imageName(tile.style_number, colour.colorCode, SWATCH_VIEW),
      tileImage: imageName(tile.style_number, colour.colorCode, GALLERY_VIEWS[0]),
    })),
    colorCount: colors.length,
    badges: activeBadges(tile.badges),
    reviews: { count: tile.review_count, averageRating: Number(tile.average_rating) },
    // Catalogue spec §3 flags.isVintage, §9 vintage condition levels: only a vintage piece with a
    // whole grade of at least 1 carries one (the tile shows it as the product page does).
    ...vintageOf(tile.vintage_condition),
  };
}

function vintageOf(raw: number | string | null): { vintageCondition?: number } {
  const level = raw === null ? NaN : Number(raw);
  return Number.isInteger(level) && level >= 1 ? { vintageCondition: level } : {};
}

function facetsView(
  row: ListingRow | undefined,
  money: Money,
  request: Omit<ListingRequest, 'slug'>,
  stores: readonly { store_number: string; pool_id: string }[],
) {
  const rows = row?.facets ?? [];
  const r = request.refinements;
  const values = (facet: string) =>
    rows
      .filter((entry) => entry.facet === facet)
      .map((entry) => ({ value: entry.value, count: Number(entry.count) }));
  const selectedIn = (list: readonly string[] | undefined, value: string) =>
    (list ?? []).some((entry) => entry.toLowerCase() === value.toLowerCase());
  const storeOf = (pool: string) => stores.find((store) => store.pool_id === pool)?.store_number;
  const colours = [...(r.colorway?.any ?? []), ...(r.colorway?.all ?? [])];
  const facets: Record<string, unknown>[] = [
    {
      name: 'colorway',
      type: 'Value',
      values: values('colorway')
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
        .map((entry) => ({ ...entry, selected: selectedIn(colours, entry.value) })),
    },
    {
      name: 'salePrice',
      type: 'Range',
      low: row?.price?.low == null ? null : Math.floor(convert(money, row.price.low)),
      high: row?.price?.high == null ? null : Math.ceil(convert(money, row.price.high)),
      selected: (r.salePrice ?? []).map((range) => `${range.low}-${range.high}`),
    },
    {
      name: 'sizeClassGroup',
      type: 'MultiValue',
      values: values('sizeClassGroup').map((entry) => {
        const [parentValue = '', value = ''] = entry.value.split('~');
        const selected =
          selectedIn(r.sizeClassGroup?.sizes, value) ||
          (r.sizeClassGroup?.pairs ?? []).some(
            (pair) =>
              pair.fit.toLowerCase() === parentValue.toLowerCase() &&
              pair.size.toLowerCase() === value.toLowerCase(),
          );
        return { parentValue, value, count: entry.count, selected };
      }),
    },
    {
      name: 'immediatelyAvailable',
      type: 'Value',
      values: values('immediatelyAvailable').map((entry) => ({
        ...entry,
        selected: r.immediatelyAvailable === true,
      })),
    },
  ];
  if (stores.length > 0) {
    facets.push(
      {
        name: 'pickup',
        type: 'Value',
        values: values('pickup').map((entry) => ({ ...entry, selected: r.pickup === true })),
      },
      ...(
        [
          ['availableInStorePickupPools', r.inStorePools],
          ['availableBuyOnlinePickupPools', r.buyOnlinePools],
        ] as const
      ).map(([name, chosen]) => ({
        name,
        type: 'Value',
        values: values(name).map((entry) => ({
          ...entry,
          storeNumber: storeOf(entry.value),
          selected: selectedIn([...(chosen?.any ?? []), ...(chosen?.all ?? [])], entry.value),
        })),
      })),
    );
  }
  return facets;
}

function pick<T extends Record<string, unknown>>(tile: T, fields: readonly string[] | undefined) {
  if (!fields) return tile;
  return Object.fromEntries(
    Object.entries(tile).filter(([key]) => key === 'productId' || fields.includes(key)),
  );
}

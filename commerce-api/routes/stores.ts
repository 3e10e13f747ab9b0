import type { FastifyInstance } from 'fastify';
import type { DistanceUnit } from '../catalog/store-search.ts';
import { storeByNumber, storesNear, storeView } from '../catalog/store-search.ts';
import type { ApiServices } from '../context.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { answers } from '../http/response-schemas.ts';

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
const MAX_DISTANCE = 12500;

/** The store service (catalogue spec §7 Stores): search by position or by store number. */
export async function storeRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get(
    '/misl/v1/stores/search',
    {
      schema: {
        response: answers('stores/store-search-result'),
        querystring: ref('stores/store-search-query'),
      },
    },
    async (request) => {
      const query = request.query as Record<string, string | undefined>;
      const brand = context.brands.brand(query.brandId!);
      if (!brand)
        throw new ApiError(404, 'BRAND_NOT_FOUND', `There is no brand "${query.brandId}".`);
      const unit: DistanceUnit = query.unit === 'km' ? 'km' : 'mi';
      const point = coordinates(query.lat, query.lng);
      if (query.storeNumber !== undefined) {
        const store = await storeByNumber(db, brand.id, query.storeNumber, point, unit);
        if (!store) {
          throw new ApiError(404, 'STORE_NOT_FOUND', `There is no store ${query.storeNumber}.`);
        }
        return { results: [storeView(store, unit)] };
      }
      if (!point) {
        throw fieldError(
          'lat',
          'required',
          'Store search needs numeric lat and lng, or a storeNumber.',
        );
      }
      const defaultSite = brand.sites[brand.settings.defaultSite] ?? Object.values(brand.sites)[0];
      const distance =
        query.distance !== undefined
          ? Number(query.distance)
          : (defaultSite?.limits.stores.nearbyDistance ?? 200);
      if (!(distance > 0 && distance <= MAX_DISTANCE)) {
        throw fieldError(
          'distance',
          'range',
          `distance must be above 0 and at most ${MAX_DISTANCE}.`,
        );
      }
      const stores = await storesNear(db, brand.id, point, distance, unit);
      if (stores.length === 0) {
        throw new ApiError(404, 'STORE_NOT_FOUND', 'Unable to find nearby store');
      }
      return { results: stores.map((store) => storeView(store, unit)) };
    },
  );
}

/**
 * lat and lng together, both numeric and on the globe (catalogue spec §5: numeric lat and lng);
 * undefined when neither is given.
 */
function coordinates(lat: string | undefined, lng: string | undefined) {
  if (lat === undefined && lng === undefined) return undefined;
  const errors = [];
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (lat === undefined || !NUMBER.test(lat) || Math.abs(latitude) > 90) {
    errors.push({ field: 'lat', code: 'number', message: 'lat must be a number from -90 to 90' });
  }
  if (lng === undefined || !NUMBER.test(lng) || Math.abs(longitude) > 180) {
    errors.push({ field: 'lng', code: 'number', message: 'lng must be a number from -180 to 180' });
  }
  if (errors.length > 0) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Store search needs numeric lat and lng.', errors);
  }
  return { lat: latitude, lng: longitude };
}

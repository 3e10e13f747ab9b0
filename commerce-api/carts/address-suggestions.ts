import type { FastifyInstance } from 'fastify';
import type {
  AddressSuggestion,
  AddressSuggestionsQuery,
} from '../../schemas/api/generated/types.ts';
import type { ApiServices } from '../context.ts';
import { answers } from '../http/response-schemas.ts';
import { ref } from '../http/schema-validation.ts';
import type { Queryable } from '../storage/database.ts';
import { requireCheckoutCaller } from './cart-access.ts';

const LIMIT = 5;

/** Words of what was typed, each a LIKE pattern with its wildcards taken literally. */
export function likePatterns(typed: string): string[] {
  return typed
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/**
 * The reference address lookup (catalogue spec §5: suggestions only for US, GB, FR, DE, AU, CA,
 * the query schema's enum): addresses of the country the brand knows (its stores' street
 * addresses) whose line, city and postal code hold every word typed, those starting with the
 * first word first. A real provider replaces it through the engine's AddressLookup slot.
 */
export async function addressSuggestions(
  db: Queryable,
  brandId: string,
  query: AddressSuggestionsQuery,
): Promise<AddressSuggestion[]> {
  const patterns = likePatterns(query.q);
  if (patterns.length === 0) return [];
  const rows = await db.query<{
    store_number: string;
    line1: string;
    line2: string | null;
    city: string;
    region: string | null;
    postal_code: string | null;
  }>(
    `SELECT store_number, address ->> 'addressLineOne' AS line1, address ->> 'addressLineTwo' AS line2,
       address ->> 'city' AS city, address ->> 'region' AS region, address ->> 'postalCode' AS postal_code
     FROM stores
     WHERE brand_id = $1 AND address ->> 'country' = $2
       AND lower(concat_ws(' ', address ->> 'addressLineOne', address ->> 'city',
         address ->> 'postalCode')) LIKE ALL ($3::text[])
     ORDER BY lower(address ->> 'addressLineOne') LIKE $4 DESC, address ->> 'addressLineOne', store_number
     LIMIT ${LIMIT}`,
    [brandId, query.country, patterns, patterns[0]!.slice(1)],
  );
  return rows.map((row) => {
    const postalCode = row.postal_code ?? '';
    return {
      id: `${query.country}-${row.store_number}`,
      label: [row.line1, row.line2, row.city, [row.region, postalCode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      address1: row.line1,
      ...(row.line2 ? { address2: row.line2 } : {}),
      city: row.city,
      ...(row.region ? { region: row.region } : {}),
      postalCode,
      country: query.country,
    };
  });
}

/** GET /checkout/v0/{siteId}/address-suggestions: for the checkout's address step. */
export async function addressSuggestionRoutes(
  app: FastifyInstance,
  context: ApiServices,
): Promise<void> {
  app.get(
    '/checkout/v0/:siteId/address-suggestions',
    {
      schema: {
        response: answers('checkout/address-suggestions'),
        querystring: ref('checkout/address-suggestions-query'),
      },
    },
    async (request) => {
      const ref_ = requireCheckoutCaller(context, request);
      const query = request.query as AddressSuggestionsQuery;
      return { suggestions: await addressSuggestions(context.db, ref_.brand.id, query) };
    },
  );
}

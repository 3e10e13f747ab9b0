import type { FastifyInstance } from 'fastify';
import type { ApiSiteConfig } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import type { Queryable } from '../storage/database.ts';
import { accountOf } from './account.ts';
import { answers } from '../http/response-schemas.ts';

interface Location {
  countryCode: string;
  regionCode?: string;
}

interface GlobalPreferences {
  language?: string;
  country?: string;
  currency?: string;
  favoriteStores?: string[];
  profilePhoto?: string;
  privacyOptOutLocations?: Location[];
}

interface Preferences {
  global: GlobalPreferences;
  web: { interstitialDeclined?: boolean };
}

type AddOp = { op: 'add'; path: '/global' | '/global/privacyOptOutLocations'; value: unknown };

/**
 * Preferences (shell spec §3.2, §4 "Profile start-up", §7). The shell reads and creates them on
 * every page of a signed-in shopper, so a registered token is enough: they hold no secrets.
 */
export async function preferencesRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const base = '/profile/v0/:siteId/me/preferences';

  app.get(base, { schema: { response: answers('profile/saved-preferences') } }, async (request) => {
    const { userId } = accountOf(context, request, 'registered');
    return findPreferences(db, userId);
  });

  /** Creates them, filling language, country and currency from the site; 409 when they exist. */
  app.post<{ Body: Partial<Preferences> }>(
    base,
    {
      schema: { response: answers('profile/saved-preferences'), body: ref('profile/preferences') },
    },
    async (request, reply) => {
      const { userId, site } = accountOf(context, request, 'registered');
      const global = withSiteDefaults(site, request.body.global ?? {});
      const [row] = await db.query<Preferences>(
        `INSERT INTO preferences (user_id, global, web) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO NOTHING RETURNING global, web`,
        [userId, JSON.stringify(global), JSON.stringify(request.body.web ?? {})],
      );
      if (!row) throw conflict('PREFERENCES_EXIST', 'The preferences exist already.');
      return reply.status(201).send(row);
    },
  );

  /**
   * Replaces the global preferences (created from the site's defaults when there are none). The
   * privacy opt-outs are a legal choice: a body without them keeps the ones on record.
   */
  app.put<{ Body: GlobalPreferences }>(
    `${base}/global`,
    {
      schema: {
        response: answers('profile/saved-preferences'),
        body: ref('profile/preferences-global'),
      },
    },
    async (request) => {
      const { userId, site } = accountOf(context, request, 'registered');
      return upsert(
        db,
        userId,
        site,
        `global = $2::jsonb || jsonb_build_object('privacyOptOutLocations',
        coalesce($2::jsonb->'privacyOptOutLocations', preferences.global->'privacyOptOutLocations', '[]'::jsonb))`,
        JSON.stringify(request.body),
      );
    },
  );

  app.put<{ Body: Preferences['web'] }>(
    `${base}/web`,
    {
      schema: {
        response: answers('profile/saved-preferences'),
        body: ref('profile/preferences-web'),
      },
    },
    async (request) => {
      const { userId, site } = accountOf(context, request, 'registered');
      return upsert(db, userId, site, 'web = $2::jsonb', JSON.stringify(request.body));
    },
  );

  /** JSON Patch add on /global or /global/privacyOptOutLocations (the opt-out sync of §4). */
  app.patch<{ Body: AddOp[] }>(
    '/profile/v1/:siteId/me/preferences',
    {
      schema: {
        response: answers('profile/saved-preferences'),
        body: ref('profile/preferences-patch'),
      },
    },
    async (request) => {
      const { userId } = accountOf(context, request, 'registered');
      return db.transaction(async (tx) => {
        const [current] = await tx.query<Preferences>(
          'SELECT global, web FROM preferences WHERE user_id = $1 FOR UPDATE',
          [userId],
        );
        if (!current) throw preferencesNotFound();
        let global = current.global;
        for (const { path, value } of request.body) {
          global =
            path === '/global'
              ? {
                  ...(value as GlobalPreferences),
                  privacyOptOutLocations:
                    (value as GlobalPreferences).privacyOptOutLocations ??
                    global.privacyOptOutLocations ??
                    [],
                }
              : { ...global, privacyOptOutLocations: distinct(value as Location[]) };
        }
        await tx.query('UPDATE preferences SET global = $2 WHERE user_id = $1', [
          userId,
          JSON.stringify(global),
        ]);
        return { global, web: current.web };
      });
    },
  );
}

async function findPreferences(db: Queryable, userId: string): Promise<Preferences> {
  const [row] = await db.query<Preferences>(
    'SELECT global, web FROM preferences WHERE user_id = $1',
    [userId],
  );
  if (!row) throw preferencesNotFound();
  return row;
}

/**
 * Creates the row from the site's defaults when missing, then applies the change: two single
 * statements, so concurrent first writes neither collide nor lose each other.
 */
async function upsert(
  db: Queryable,
  userId: string,
  site: ApiSiteConfig,
  assignment: string,
  value: string,
): Promise<Preferences> {
  await db.query(
    `INSERT INTO preferences (user_id, global, web) VALUES ($1, $2::jsonb, '{}')
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, JSON.stringify(withSiteDefaults(site, {}))],
  );
  const [row] = await db.query<Preferences>(
    `UPDATE preferences SET ${assignment} WHERE user_id = $1 RETURNING global, web`,
    [userId, value],
  );
  if (!row) throw preferencesNotFound();
  return row;
}

function withSiteDefaults(site: ApiSiteConfig, global: GlobalPreferences): GlobalPreferences {
  return {
    language: site.defaultLocale,
    country: site.country,
    currency: site.currency,
    favoriteStores: [],
    privacyOptOutLocations: [],
    ...global,
  };
}

const distinct = (locations: Location[]): Location[] => [
  ...new Map(
    locations.map((entry) => [`${entry.countryCode}-${entry.regionCode ?? ''}`, entry]),
  ).values(),
];

const preferencesNotFound = () =>
  new ApiError(404, 'PREFERENCES_NOT_FOUND', 'There are no preferences yet: create them first.');

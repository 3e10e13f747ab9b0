import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { accountOf } from './account.ts';
import { answers } from '../http/response-schemas.ts';

type Traits = Record<string, unknown>;
type TraitOp = { op: 'add' | 'replace' | 'remove'; path: string; value?: unknown };

/**
 * Profile traits (catalogue spec §7): GET, POST an object (sets those traits, keeps the others)
 * and PATCH a JSON Patch list. Read on every page for personalisation, so "registered" suffices.
 */
export async function traitsRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const path = '/profile/v0/:siteId/me/traits';

  app.get(path, { schema: { response: answers('profile/saved-traits') } }, async (request) => {
    const { userId } = accountOf(context, request, 'registered');
    const [row] = await db.query<{ traits: Traits }>(
      'SELECT traits FROM traits WHERE user_id = $1',
      [userId],
    );
    return row?.traits ?? {};
  });

  app.post<{ Body: Traits }>(
    path,
    { schema: { response: answers('profile/saved-traits'), body: ref('profile/traits') } },
    async (request) => {
      const { userId } = accountOf(context, request, 'registered');
      const [row] = await db.query<{ traits: Traits }>(
        `INSERT INTO traits (user_id, traits) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET traits = traits.traits || EXCLUDED.traits
         RETURNING traits`,
        [userId, JSON.stringify(request.body)],
      );
      return row?.traits ?? {};
    },
  );

  /** add sets a trait; replace and remove need it to exist (RFC 6902), else 400. */
  app.patch<{ Body: TraitOp[] }>(
    path,
    { schema: { response: answers('profile/saved-traits'), body: ref('profile/traits-patch') } },
    async (request) => {
      const { userId } = accountOf(context, request, 'registered');
      return db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO traits (user_id, traits) VALUES ($1, '{}') ON CONFLICT (user_id) DO NOTHING`,
          [userId],
        );
        const [row] = await tx.query<{ traits: Traits }>(
          'SELECT traits FROM traits WHERE user_id = $1 FOR UPDATE',
          [userId],
        );
        const traits: Traits = { ...(row?.traits ?? {}) };
        request.body.forEach((operation, index) => {
          const key = operation.path.slice(1);
          if (operation.op !== 'add' && !Object.hasOwn(traits, key)) {
            throw fieldError(
              `${index}.path`,
              'TRAIT_NOT_FOUND',
              `There is no trait "${key}" to ${operation.op}.`,
            );
          }
          if (operation.op === 'remove') delete traits[key];
          else traits[key] = operation.value;
        });
        await tx.query('UPDATE traits SET traits = $2 WHERE user_id = $1', [
          userId,
          JSON.stringify(traits),
        ]);
        return traits;
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { ref } from '../http/schema-validation.ts';
import { accountOf } from './account.ts';
import type { Address } from './address-rules.ts';
import { checkAddress } from './address-rules.ts';
import type { AddressRow } from './address-store.ts';
import { addressView, findOwnAddress, insertAddress } from './address-store.ts';
import { clearDefault, lockUser } from './profile-store.ts';
import { answers, NO_CONTENT } from '../http/response-schemas.ts';

interface AddressBody {
  address: Address;
  visible?: boolean;
  nickName?: string;
}

type IdParams = { Params: { id: string } };

/** The address book: /profile/v0/{siteId}/me/addresses (shell spec §3.2, §7). */
export async function addressRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const base = '/profile/v0/:siteId/me/addresses';

  app.get(base, { schema: { response: answers('profile/saved-addresses') } }, async (request) => {
    const { userId } = accountOf(context, request);
    const rows = await db.query<AddressRow>(
      'SELECT id, address, visible FROM addresses WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    );
    return rows.map(addressView);
  });

  /** The first visible address becomes the default shipping address, as shoppers expect. */
  app.post<{ Body: AddressBody }>(
    base,
    { schema: { response: answers('profile/saved-address'), body: ref('profile/address') } },
    async (request, reply) => {
      const { userId, brand } = accountOf(context, request);
      const address = checkAddress(brand, request.body.address);
      const visible = request.body.visible ?? true;
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const inserted = await insertAddress(tx, userId, address, {
          visible,
          nickName: request.body.nickName?.trim(),
        });
        if (visible) {
          await tx.query(
            `UPDATE users SET profile = jsonb_set(profile, '{defaultShippingAddressId}', to_jsonb($2::text))
             WHERE id = $1 AND coalesce(profile->>'defaultShippingAddressId', '') = ''`,
            [userId, inserted.id],
          );
        }
        return inserted;
      });
      return reply.status(201).send(addressView(row));
    },
  );

  app.get<IdParams>(
    `${base}/:id`,
    { schema: { response: answers('profile/saved-address') } },
    async (request) => {
      const { userId } = accountOf(context, request);
      return addressView(await findOwnAddress(db, userId, request.params.id));
    },
  );

  app.put<IdParams & { Body: AddressBody }>(
    `${base}/:id`,
    { schema: { response: answers('profile/saved-address'), body: ref('profile/address') } },
    async (request) => {
      const { userId, brand } = accountOf(context, request);
      const existing = await findOwnAddress(db, userId, request.params.id);
      const address = checkAddress(brand, request.body.address);
      const nickName = request.body.nickName?.trim();
      const [row] = await db.query<AddressRow>(
        `UPDATE addresses SET address = $3, visible = $4 WHERE id = $1 AND user_id = $2
         RETURNING id, address, visible`,
        [
          existing.id,
          userId,
          JSON.stringify({ ...address, ...(nickName ? { nickName } : {}) }),
          request.body.visible ?? true,
        ],
      );
      return addressView(row ?? existing);
    },
  );

  /** Deleting the default shipping address clears the default; cards keep no dangling address. */
  app.delete<IdParams>(
    `${base}/:id`,
    { schema: { response: NO_CONTENT } },
    async (request, reply) => {
      const { userId } = accountOf(context, request);
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const { id } = await findOwnAddress(tx, userId, request.params.id);
        await tx.query('DELETE FROM addresses WHERE id = $1 AND user_id = $2', [id, userId]);
        await clearDefault(tx, userId, 'defaultShippingAddressId', id);
      });
      return reply.status(204).send();
    },
  );
}

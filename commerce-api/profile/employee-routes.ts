import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { conflict } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { accountOf } from './account.ts';
import { findUser, lockUser, mergeProfile } from './profile-store.ts';
import { profileView } from './profile-view.ts';
import { answers } from '../http/response-schemas.ts';

interface EmployeeLink {
  continent: string;
  employeeId: string;
  storeLocation: string;
}

/**
 * POST /profile/v0/{siteId}/me/employee (shell spec §3.2, §7): links the account to an employee
 * id; the employee role derives from it (shell spec §6). One account per employee id and brand.
 */
export async function employeeRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.post<{ Body: EmployeeLink }>(
    '/profile/v0/:siteId/me/employee',
    { schema: { response: answers('profile/profile'), body: ref('profile/employee') } },
    async (request) => {
      const { userId, brand, site } = accountOf(context, request);
      const { continent, employeeId, storeLocation } = request.body;
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `employee:${brand.id}:${employeeId}`,
        ]);
        const [other] = await tx.query<{ id: string }>(
          `SELECT id FROM users WHERE brand_id = $1 AND profile->'employee'->>'employeeId' = $2 AND id <> $3`,
          [brand.id, employeeId, userId],
        );
        if (other) {
          throw conflict('EMPLOYEE_ID_IN_USE', 'This employee id is linked to another account.');
        }
        await lockUser(tx, userId);
        const { profile } = await findUser(tx, userId);
        const name = [profile.name?.first, profile.name?.last].filter(Boolean).join(' ');
        await mergeProfile(tx, userId, {
          employee: { employeeId, name, continent, storeLocation: storeLocation.trim() },
        });
        await tx.query(
          `UPDATE users SET roles = array_append(roles, 'employee')
           WHERE id = $1 AND NOT ('employee' = ANY (roles))`,
          [userId],
        );
      });
      return profileView(db, userId, site);
    },
  );
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { businessTaxId } from '../carts/tax-id.ts';
import { ref } from '../http/schema-validation.ts';
import type { Queryable } from '../storage/database.ts';
import { checkAddress } from './address-rules.ts';
import { rejectInvalid } from './spec-validation.ts';
import { answers } from '../http/response-schemas.ts';

/** Shell spec §8: the messages invalid forms carry. */
export const CONTACT_US_MESSAGE = 'Invalid parameters for contact us';
export const CATALOG_REQUEST_MESSAGE = 'Invalid parameters for request a catalog';
export const TRADE_APPLICATION_MESSAGE = 'Invalid parameters for trade application';

/** Catalogue requests exist only for these countries (shell spec §5), where the site's switch is on. */
const CATALOG_COUNTRIES = new Set(['US', 'CA']);

const FORM_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };

interface TradeApplication {
  businessName: string;
  businessType: string;
  taxId: string;
  name: { first: string; last: string };
  email: string;
  phoneNumber: string;
  website?: string;
  country: string;
}

interface CatalogRequest {
  name: { first: string; last: string };
  address1: string;
  address2?: string;
  poBox?: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** Contact us and catalogue requests (shell spec §3.2, §5, §7), kept in form_submissions. */
export async function formRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.post<{ Body: Record<string, unknown> }>(
    '/profile/v0/:siteId/contact-us',
    {
      schema: { response: answers('receipt'), body: ref('forms/contact-us') },
      attachValidation: true,
    },
    async (request, reply) => {
      const { site } = siteOf(context, request);
      rejectInvalid(request, CONTACT_US_MESSAGE);
      await limitAttempts(db, `form-ip:${request.ip}`, FORM_LIMIT);
      const id = await submit(db, 'contact-us', site.id, request.body);
      return reply.status(201).send({ id, status: 'RECEIVED' });
    },
  );

  app.post<{ Body: CatalogRequest }>(
    '/profile/v0/:siteId/catalog-requests',
    {
      schema: { response: answers('receipt'), body: ref('forms/catalog-request') },
      attachValidation: true,
    },
    async (request, reply) => {
      const { brand, site } = siteOf(context, request);
      if (!CATALOG_COUNTRIES.has(site.country) || !site.switches.catalogRequest) {
        throw new ApiError(
          404,
          'CATALOG_REQUEST_UNAVAILABLE',
          'Catalogues are not offered on this site.',
        );
      }
      rejectInvalid(request, CATALOG_REQUEST_MESSAGE);
      const body = request.body;
      let address;
      try {
        address = checkAddress(brand, body, '');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw new ApiError(400, 'VALIDATION_ERROR', CATALOG_REQUEST_MESSAGE, error.fieldErrors);
      }
      await limitAttempts(db, `form-ip:${request.ip}`, FORM_LIMIT);
      const id = await submit(db, 'catalog-request', site.id, {
        ...address,
        ...(body.poBox?.trim() ? { poBox: body.poBox.trim() } : {}),
      });
      return reply.status(201).send({ id, status: 'RECEIVED' });
    },
  );

  // Trade programme applications (shell spec §5 "trade forms limited to certain countries per
  // brand"; the call is not shown): where the site's switch is on and the brand lists its country.
  app.post<{ Body: TradeApplication }>(
    '/profile/v0/:siteId/trade-applications',
    {
      schema: { response: answers('receipt'), body: ref('forms/trade-application') },
      attachValidation: true,
    },
    async (request, reply) => {
      const { brand, site } = siteOf(context, request);
      const countries = brand.settings.tradeFormCountries ?? [];
      if (!site.switches.tradeForms || !countries.includes(site.country)) {
        throw new ApiError(
          404,
          'TRADE_FORMS_UNAVAILABLE',
          'The trade programme is not offered on this site.',
        );
      }
      rejectInvalid(request, TRADE_APPLICATION_MESSAGE);
      const body = request.body;
      const problems: FieldError[] = [];
      if (!countries.includes(body.country)) {
        problems.push({
          field: 'country',
          code: 'COUNTRY_NOT_OFFERED',
          message: `Businesses in ${countries.join(', ')} may apply.`,
        });
      }
      const taxId = businessTaxId(body.country, body.taxId);
      if (!taxId) {
        problems.push({
          field: 'taxId',
          code: 'TAX_ID_INVALID',
          message: `The tax id is not in the shape of a ${body.country} business tax id.`,
        });
      }
      if (problems.length > 0) {
        throw new ApiError(400, 'VALIDATION_ERROR', TRADE_APPLICATION_MESSAGE, problems);
      }
      await limitAttempts(db, `form-ip:${request.ip}`, FORM_LIMIT);
      const id = await submit(db, 'trade-application', site.id, {
        ...body,
        businessName: body.businessName.trim(),
        name: { first: body.name.first.trim(), last: body.name.last.trim() },
        email: body.email.trim(),
        taxId,
      });
      return reply.status(201).send({ id, status: 'RECEIVED' });
    },
  );
}

export async function submit(
  db: Queryable,
  kind: string,
  siteId: string,
  payload: unknown,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO form_submissions (id, kind, site_id, payload) VALUES ($1, $2, $3, $4)',
    [id, kind, siteId, JSON.stringify(payload)],
  );
  return id;
}

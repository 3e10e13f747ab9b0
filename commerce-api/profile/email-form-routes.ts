import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiServices } from '../context.ts';
import { ref } from '../http/schema-validation.ts';
import { submit } from './form-routes.ts';
import { invalid, rejectInvalid } from './spec-validation.ts';
import { answers } from '../http/response-schemas.ts';

/** The spec names no message for this form; this one follows its catalogue's pattern. */
export const EMAIL_FORM_MESSAGE = 'Invalid parameters for the generic email form';

const EMAIL_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };

interface ManualEmail {
  emailtype: 'MANUAL_EMAIL';
  brand: string;
  campaignId: string;
  body: Record<string, unknown>;
  config: Record<string, unknown>;
  brandCode: string;
  eid: string;
  sendToEmail: string;
}

/**
 * POST /slipstream/api/email/v0 (shell spec §5, §7): the generic email form, outside any site.
 * The request is kept for the email service (form_submissions, kind "email", on the brand's
 * default site); the API sends nothing itself, so it relays no mail to any address.
 */
export async function emailFormRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  app.post<{ Body: ManualEmail }>(
    '/slipstream/api/email/v0',
    { schema: { response: answers('receipt'), body: ref('forms/email') }, attachValidation: true },
    async (request, reply) => {
      rejectInvalid(request, EMAIL_FORM_MESSAGE);
      const brand = context.brands.brand(request.body.brand);
      if (!brand) {
        throw invalid(EMAIL_FORM_MESSAGE, {
          field: 'brand',
          code: 'BRAND_UNKNOWN',
          message: `There is no brand "${request.body.brand}".`,
        });
      }
      await limitAttempts(context.db, `email-form-ip:${request.ip}`, EMAIL_LIMIT);
      const id = await submit(context.db, 'email', brand.settings.defaultSite, request.body);
      return reply.status(202).send({ id, status: 'QUEUED' });
    },
  );
}

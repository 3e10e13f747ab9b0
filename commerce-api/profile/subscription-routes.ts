import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiSiteConfig } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { badRequest } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { stripToDigits } from '../payments/card-rules.ts';
import { accountOf } from './account.ts';
import { findUser } from './profile-store.ts';
import { siteConfigFields } from './site-fields.ts';
import { upsertSubscription } from './subscription-store.ts';
import { answers } from '../http/response-schemas.ts';

type SubscriptionBody = Record<string, unknown> & {
  emailAddress?: string;
  additionalBrands: string[];
  mobilePhoneNumber?: string;
  country?: string;
  dialingCodeCountryCode?: string;
};

const SIGNUP_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 };

/**
 * Marketing subscriptions (shell spec §3.2, §5, §7): POST /profile/v0/{siteId}/marketing-subscriptions
 * for anyone (the email signup modal) and .../me/marketing-subscriptions for the signed-in shopper,
 * whose account address is used unless another is given; GET .../me/marketing-subscriptions
 * says whether the account's address is subscribed.
 */
export async function subscriptionRoutes(
  app: FastifyInstance,
  context: ApiServices,
): Promise<void> {
  const { db } = context;
  const options = {
    schema: {
      response: answers('forms/marketing-subscription'),
      body: ref('forms/marketing-subscription'),
    },
  };

  app.post<{ Body: SubscriptionBody }>(
    '/profile/v0/:siteId/marketing-subscriptions',
    options,
    async (request, reply) => {
      const { site } = siteOf(context, request);
      if (!request.body.emailAddress) {
        throw badRequest('VALIDATION_ERROR', 'emailAddress is required', [
          { field: 'emailAddress', code: 'required', message: 'emailAddress is required' },
        ]);
      }
      await limitAttempts(db, `signup-ip:${request.ip}`, SIGNUP_LIMIT);
      return reply
        .status(201)
        .send(await subscribe(context, site, request, request.body.emailAddress));
    },
  );

  // The account's own subscription on this site: read by its address only, so a shopper never
  // learns whether another address is subscribed.
  app.get(
    '/profile/v0/:siteId/me/marketing-subscriptions',
    { schema: { response: answers('forms/account-subscription') } },
    async (request) => {
      const { userId, site } = accountOf(context, request, 'registered');
      const email = (await findUser(db, userId)).email;
      const [row] = await db.query<{ payload: Record<string, unknown> }>(
        'SELECT payload FROM subscriptions WHERE site_id = $1 AND lower(email) = lower($2)',
        [site.id, email],
      );
      const subscribed = row?.payload.action === 'SUBSCRIBE';
      const phone = row?.payload.mobilePhoneNumber;
      return {
        emailAddress: email,
        subscribed,
        ...(subscribed && typeof phone === 'string' ? { mobilePhoneNumber: phone } : {}),
      };
    },
  );

  app.post<{ Body: SubscriptionBody }>(
    '/profile/v0/:siteId/me/marketing-subscriptions',
    options,
    async (request, reply) => {
      const { userId, site } = accountOf(context, request, 'registered');
      const email = request.body.emailAddress ?? (await findUser(db, userId)).email;
      return reply.status(201).send(await subscribe(context, site, request, email));
    },
  );
}

async function subscribe(
  context: ApiServices,
  site: ApiSiteConfig,
  request: FastifyRequest<{ Body: SubscriptionBody }>,
  email: string,
): Promise<Record<string, unknown>> {
  const payload = cleanSubscription(context, site, { ...request.body, emailAddress: email });
  await upsertSubscription(context.db, site.id, String(payload.emailAddress), payload);
  return payload;
}

/**
 * Spec §5: fields other than the required ones are kept only when non-empty, the phone number
 * stripped to digits. Rules the schema cannot express: the additional brands exist, and an SMS
 * sign-up is for a country where the site offers SMS marketing (site config smsMarketing).
 */
function cleanSubscription(
  context: ApiServices,
  site: ApiSiteConfig,
  body: SubscriptionBody,
): Record<string, unknown> {
  const payload: Record<string, unknown> = { action: 'SUBSCRIBE' };
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    payload[key] = typeof value === 'string' ? value.trim() : value;
  }
  payload.emailAddress = String(payload.emailAddress).toLowerCase();
  const errors: FieldError[] = [];
  for (const brandId of body.additionalBrands) {
    if (!context.brands.brand(brandId)) {
      errors.push({
        field: 'additionalBrands',
        code: 'BRAND_UNKNOWN',
        message: `There is no brand "${brandId}".`,
      });
    }
  }
  if (typeof payload.mobilePhoneNumber === 'string') {
    const digits = stripToDigits(payload.mobilePhoneNumber);
    const smsCountry = body.dialingCodeCountryCode || body.country || site.country;
    if (digits.length < 7 || digits.length > 15) {
      errors.push({
        field: 'mobilePhoneNumber',
        code: 'PHONE_NUMBER_INVALID',
        message: 'The phone number needs 7 to 15 digits.',
      });
    } else if (!(siteConfigFields(site).smsMarketingCountries ?? []).includes(smsCountry)) {
      errors.push({
        field: 'mobilePhoneNumber',
        code: 'SMS_MARKETING_UNAVAILABLE',
        message: `Text messages are not offered for ${smsCountry}.`,
      });
    }
    if (digits === '') delete payload.mobilePhoneNumber;
    else payload.mobilePhoneNumber = digits;
  }
  if (errors.length > 0) {
    throw badRequest('VALIDATION_ERROR', errors.map((entry) => entry.message).join(' '), errors);
  }
  return payload;
}

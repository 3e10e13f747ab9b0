import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { siteConfigFields } from '../profile/site-fields.ts';
import { binary } from '../http/response-schemas.ts';

/**
 * The card payment provider's library (catalogue spec §7 "Content and configuration"): the
 * checkout loads it with the site's publishable key and account id. The reference API plays the
 * provider offline, as it does for the providers' pages (redirect-payments.ts): a small script
 * defining `ReferencePay(publishableKey, { accountId })`, which refuses a key it does not know and
 * an account that is not the key's. A real deployment loads the provider's own script instead.
 * Served from the API's own origin, so the pages' script-src 'self' allows it (DESIGN §8).
 */
export function providerLibraryScript(known: Readonly<Record<string, string>>): string {
  return `(function () {
  'use strict';
  var KNOWN = ${JSON.stringify(known)};
  function ReferencePay(publishableKey, options) {
    if (!(this instanceof ReferencePay)) return new ReferencePay(publishableKey, options);
    if (typeof publishableKey !== 'string' || !Object.prototype.hasOwnProperty.call(KNOWN, publishableKey)) {
      throw new Error('ReferencePay: the publishable key is not one this library knows.');
    }
    var accountId = options && options.accountId;
    if (KNOWN[publishableKey] !== accountId) {
      throw new Error('ReferencePay: the account id does not belong to this publishable key.');
    }
    this.publishableKey = publishableKey;
    this.accountId = accountId;
    this.mode = publishableKey.indexOf('pk_live_') === 0 ? 'live' : 'test';
    Object.freeze(this);
  }
  window.ReferencePay = ReferencePay;
})();
`;
}

export async function providerLibraryRoutes(
  app: FastifyInstance,
  context: ApiServices,
): Promise<void> {
  app.get(
    '/payments/v0/:siteId/provider-library.js',
    { schema: { response: binary('text/javascript') } },
    async (request, reply) => {
      const { site } = siteOf(context, request);
      const library = siteConfigFields(site).paymentLibrary;
      // The library knows the site's own key only: any other is refused when it is constructed.
      const known =
        library?.publishableKey && library.accountId
          ? { [library.publishableKey]: library.accountId }
          : {};
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(providerLibraryScript(known));
    },
  );
}

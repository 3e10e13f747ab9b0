import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { NO_CONTENT } from '../http/response-schemas.ts';
import { ref } from '../http/schema-validation.ts';
import { rejectInvalid } from '../profile/spec-validation.ts';

/** The spec names no message for these calls; these follow its catalogue's pattern. */
export const ERROR_REPORT_MESSAGE = 'Invalid parameters for the error report';
export const ANALYTICS_MESSAGE = 'Invalid parameters for analytics events';

/**
 * The browser's telemetry (shell spec §4 analytics, §9 error reporting): the engine's default
 * reporters post here. Each accepted batch is one structured log line (never a cookie or token:
 * the bodies are validated to plain messages and event names); a real deployment points the
 * engine's pluggable reporter at its vendor instead.
 */
export async function telemetryRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  app.post<{ Body: { events: unknown[]; sampling?: unknown } }>(
    '/telemetry/v0/:siteId/errors',
    {
      schema: { response: NO_CONTENT, body: ref('telemetry/error-report') },
      attachValidation: true,
    },
    async (request, reply) => {
      const { site } = siteOf(context, request);
      rejectInvalid(request, ERROR_REPORT_MESSAGE);
      request.log.warn(
        { site: site.id, events: request.body.events, sampling: request.body.sampling },
        'browser error report',
      );
      return reply.status(204).send();
    },
  );

  app.post<{ Body: { events: unknown[] } }>(
    '/telemetry/v0/:siteId/events',
    {
      schema: { response: NO_CONTENT, body: ref('telemetry/analytics-events') },
      attachValidation: true,
    },
    async (request, reply) => {
      const { site } = siteOf(context, request);
      rejectInvalid(request, ANALYTICS_MESSAGE);
      request.log.info({ site: site.id, events: request.body.events }, 'analytics events');
      return reply.status(204).send();
    },
  );
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { HttpError } from '../common/http/http-error';
import { errorResponses } from '../common/http/error-schemas';
import {
  BUILT_IN_EVENTS,
  CUSTOM_EVENT_NAMES_MAX,
  EventNameParams,
  EventNames,
} from '@pawapuri/shared/contract';

const BUILT_IN: ReadonlySet<string> = new Set(BUILT_IN_EVENTS);

/**
 * The event names the API takes: GET lists them (to anyone, like the
 * dashboard); PUT adds a keeper's own name (`data-event="name"` in a page),
 * DELETE removes it (analysts and owners). Events already stored under a
 * removed name stay.
 */
const eventNames: FastifyPluginAsyncTypebox = async (fastify) => {
  const rateLimit = { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' };
  const list = async () => ({
    builtIn: [...BUILT_IN_EVENTS],
    custom: await fastify.events.customNames(),
  });

  fastify.get(
    '/event-names',
    {
      schema: { response: { 200: EventNames, ...errorResponses(429, 500) } },
      config: { rateLimit },
    },
    list,
  );

  fastify.put(
    '/event-names/:name',
    {
      schema: {
        params: EventNameParams,
        response: { 200: EventNames, ...errorResponses(400, 401, 403, 409, 429, 500) },
      },
      config: { rateLimit },
      preHandler: requirePermission('events.define'),
    },
    async (request) => {
      const { name } = request.params;
      if (BUILT_IN.has(name)) {
        throw new HttpError(400, `params/name "${name}" is built in already`, 'name');
      }
      const who = request.keeper?.account.email ?? 'unknown';
      if (!(await fastify.events.addName(name, who, fastify.clock()))) {
        throw new HttpError(
          409,
          `At most ${CUSTOM_EVENT_NAMES_MAX} event names can be added; remove one first`,
          'name',
        );
      }
      await audit(request, 'event-name-added', { name });
      return list();
    },
  );

  fastify.delete(
    '/event-names/:name',
    {
      schema: {
        params: EventNameParams,
        response: { 200: EventNames, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { rateLimit },
      preHandler: requirePermission('events.define'),
    },
    async (request) => {
      const { name } = request.params;
      if (!(await fastify.events.removeName(name))) {
        throw new HttpError(404, `No added event is named "${name}"`, 'name');
      }
      await audit(request, 'event-name-removed', { name });
      return list();
    },
  );
};

export default eventNames;

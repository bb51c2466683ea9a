import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { SiteContent } from '@pawapuri/shared/contract/types';
import { errorResponses } from '../common/http/error-schemas';
import { calendarFile } from './calendar-file';
import { festivalEntries } from './festival-entries';

const LanguageQuery = Type.Object(
  { lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])) },
  { additionalProperties: false },
);
/** One festival's file: its id and `.ics`. */
const FileParams = Type.Object(
  { file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}\\.ics$', maxLength: 68 }) },
  { additionalProperties: false },
);

const NAMES = { en: 'Pawapuri festivals', hi: 'पावापुरी के पर्व' };

/**
 * The festival calendar (public): GET /api/content/calendar.ics, every
 * published festival date (a feed phones subscribe to with `webcal:`), and
 * GET /api/content/calendar/<festival>.ics, one festival's dates ("Add to
 * calendar"). `?lang=hi` writes them in Hindi. Made from this instance's
 * published copy; the ETag follows its version and the language.
 */
const calendarRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const config = {
    rateLimit: { max: fastify.config.rateLimit.trackPerMinute, timeWindow: '1 minute' },
  };
  const published = async () => {
    const snapshot = await fastify.content.published.current();
    return { version: snapshot.version, content: JSON.parse(snapshot.body) as SiteContent };
  };
  const send = (reply: FastifyReply, etag: string, name: string, text: string) =>
    reply
      .header('etag', etag)
      .header('cache-control', 'no-cache')
      .header('content-disposition', `attachment; filename="${name}"`)
      .type('text/calendar; charset=utf-8')
      .send(text);

  fastify.get(
    '/calendar.ics',
    {
      schema: { querystring: LanguageQuery, response: errorResponses(400, 429, 500, 503) },
      config,
    },
    async (request, reply) => {
      const language = request.query.lang ?? 'en';
      const { version, content } = await published();
      const text = calendarFile(NAMES[language], festivalEntries(content, language));
      return send(
        reply as FastifyReply,
        `"${version}-${language}"`,
        'pawapuri-festivals.ics',
        text,
      );
    },
  );

  fastify.get(
    '/calendar/:file',
    {
      schema: {
        params: FileParams,
        querystring: LanguageQuery,
        response: errorResponses(400, 404, 429, 500, 503),
      },
      config,
    },
    async (request, reply) => {
      const language = request.query.lang ?? 'en';
      const id = request.params.file.slice(0, -'.ics'.length);
      const { version, content } = await published();
      const festival = content.festivals.find((candidate) => candidate.id === id);
      if (!festival) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `No festival "${id}" is published.`,
        });
      }
      const text = calendarFile(
        festival.name[language],
        festivalEntries({ festivals: [festival], places: content.places }, language),
      );
      return send(reply as FastifyReply, `"${version}-${language}"`, `${id}.ics`, text);
    },
  );
};

export default calendarRoutes;

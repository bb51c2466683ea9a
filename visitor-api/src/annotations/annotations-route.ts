import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnnotationBody,
  AnnotationList,
  AnnotationParams,
  AnnotationQuery,
  AnnotationSchema,
} from '@pawapuri/shared/contract';
import { keeperOrNull, requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { HttpError } from '../common/http/http-error';
import { errorResponses } from '../common/http/error-schemas';
import { checkRealDay } from '../common/input/real-day';
import { createAnnotationStore, type AnnotationRow } from './annotation-store';
import { noteAnnotation, readAnnotations } from './read-annotations';

const toAnnotation = (row: AnnotationRow) => noteAnnotation(row, true);

/**
 * The chart's annotations. GET (anyone who may read the dashboard): keepers'
 * notes and the published festivals of a range of days; who wrote a note
 * only to a keeper. POST, PUT and DELETE
 * (analysts and owners, audited): a keeper's own notes.
 */
const annotations: FastifyPluginAsyncTypebox = async (fastify) => {
  const store = createAnnotationStore(fastify.visits.database);
  const config = {
    rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const editor = requirePermission('annotations.edit');
  const writeErrors = errorResponses(400, 401, 403, 404, 413, 415, 429, 500);
  const who = (keeper: { account: { email: string } } | null) => keeper?.account.email ?? 'unknown';

  fastify.get(
    '/annotations',
    {
      schema: {
        querystring: AnnotationQuery,
        response: { 200: AnnotationList, ...errorResponses(400, 429, 500, 503) },
      },
      config,
    },
    // Authors are keepers' sign-in emails: only a keeper's request sees them.
    async (request) =>
      readAnnotations(fastify, store, request.query, (await keeperOrNull(request)) !== null),
  );

  fastify.post(
    '/annotations',
    {
      schema: { body: AnnotationBody, response: { 201: AnnotationSchema, ...writeErrors } },
      config,
      preHandler: editor,
    },
    async (request, reply) => {
      checkRealDay(request.body.day, 'body', 'day');
      const row = await store.add({
        ...request.body,
        by: who(request.keeper),
        at: fastify.clock(),
      });
      await audit(request, 'annotation-added', { id: row.id, day: row.day });
      return reply.code(201).send(toAnnotation(row));
    },
  );

  fastify.put(
    '/annotations/:id',
    {
      schema: {
        params: AnnotationParams,
        body: AnnotationBody,
        response: { 200: AnnotationSchema, ...writeErrors },
      },
      config,
      preHandler: editor,
    },
    async (request) => {
      checkRealDay(request.body.day, 'body', 'day');
      const id = Number(request.params.id);
      const row = await store.change(id, { ...request.body, at: fastify.clock() });
      if (!row) throw new HttpError(404, `No note has the id ${id}`, 'id');
      await audit(request, 'annotation-changed', { id, day: row.day });
      return toAnnotation(row);
    },
  );

  fastify.delete(
    '/annotations/:id',
    {
      schema: { params: AnnotationParams, response: { 200: AnnotationSchema, ...writeErrors } },
      config,
      preHandler: editor,
    },
    async (request) => {
      const id = Number(request.params.id);
      const row = await store.remove(id);
      if (!row) throw new HttpError(404, `No note has the id ${id}`, 'id');
      await audit(request, 'annotation-removed', { id, day: row.day });
      return toAnnotation(row);
    },
  );
};

export default annotations;

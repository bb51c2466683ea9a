import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnswerRightsBody as AnswerBody,
  AskRightsBody as AskBody,
  IdParams,
  RightsRequestSchema as RightsRequest,
  RightsRequestList,
} from '@pawapuri/shared/contract';
import { errorResponses } from '../common/http/error-schemas';
import { HttpError } from '../common/http/http-error';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { signedInKeeper } from './signed-in-keeper';
import { rightsStore, type RightsRequestRow } from './rights-store';

/** Requests one keeper may have waiting at once: more is refused until an owner answers. */
const WAITING_MAX = 10;
const HOUR_MS = 3_600_000;

function toRequest(row: RightsRequestRow) {
  const asked = Number(row.asked_at);
  const answered = row.answered_at === null ? null : Number(row.answered_at);
  return {
    id: Number(row.id),
    email: row.email,
    kind: row.kind,
    request: row.request,
    askedAt: new Date(asked).toISOString(),
    answeredAt: answered === null ? null : new Date(answered).toISOString(),
    answeredBy: row.answered_by,
    outcome: row.outcome,
    answer: row.answer,
    answerHours: answered === null ? null : Math.round(((answered - asked) / HOUR_MS) * 10) / 10,
  };
}

/**
 * Rights requests: a signed-in keeper asks for a correction or an erasure of
 * their personal data and follows it (POST and GET /me/requests); owners list
 * every request (GET /rights-requests) and answer it once
 * (POST /rights-requests/:id/answer), which records when and by whom, so the
 * time each took is on record. Asking and answering are in the audit log
 * (which request, never its text).
 */
const rights: FastifyPluginAsyncTypebox = async (fastify) => {
  const store = rightsStore(fastify.visits.database);
  const config = {
    rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const owner = requirePermission('accounts.manage');

  fastify.post(
    '/me/requests',
    {
      schema: {
        body: AskBody,
        response: { 201: RightsRequest, ...errorResponses(400, 401, 403, 409, 415, 429, 500) },
      },
      config,
    },
    async (request, reply) => {
      const actor = await signedInKeeper(request);
      const mine = await store.list(actor.account.id);
      if (mine.filter((row) => row.answered_at === null).length >= WAITING_MAX) {
        throw new HttpError(
          409,
          `${WAITING_MAX} of your requests are waiting for an answer: ask again once an owner has answered`,
          'kind',
        );
      }
      const row = await store.insert({
        account_id: actor.account.id,
        email: actor.account.email,
        kind: request.body.kind,
        request: request.body.request,
        asked_at: fastify.clock(),
      });
      // The request's text stays in its own table; the audit log says that one was made.
      await audit(request, 'rights-request-made', { id: Number(row.id), kind: row.kind }, actor);
      return reply.code(201).send(toRequest(row));
    },
  );

  fastify.get(
    '/me/requests',
    {
      schema: { response: { 200: RightsRequestList, ...errorResponses(401, 403, 429, 500) } },
      config,
    },
    async (request) => {
      const actor = await signedInKeeper(request);
      return { requests: (await store.list(actor.account.id)).map(toRequest) };
    },
  );

  fastify.get(
    '/rights-requests',
    {
      schema: { response: { 200: RightsRequestList, ...errorResponses(401, 403, 429, 500) } },
      config,
      preHandler: owner,
    },
    async () => ({ requests: (await store.list()).map(toRequest) }),
  );

  fastify.post(
    '/rights-requests/:id/answer',
    {
      schema: {
        params: IdParams,
        body: AnswerBody,
        response: { 200: RightsRequest, ...errorResponses(400, 401, 403, 404, 409, 415, 429, 500) },
      },
      config,
      preHandler: owner,
    },
    async (request) => {
      const id = Number(request.params.id);
      const answered = await store.answer(id, {
        answered_at: fastify.clock(),
        answered_by: request.keeper?.account.email ?? 'unknown',
        outcome: request.body.outcome,
        answer: request.body.answer,
      });
      if (answered) {
        await audit(request, 'rights-request-answered', { id, outcome: request.body.outcome });
        return toRequest(answered);
      }
      const exists = (await store.list()).some((row) => Number(row.id) === id);
      throw exists
        ? new HttpError(409, `Request ${id} was answered already`, 'id')
        : new HttpError(404, `No request ${id}`, 'id');
    },
  );
};

export default rights;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GOALS_MAX, GoalBody, GoalList, GoalParams } from '@pawapuri/shared/contract';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { HttpError } from '../common/http/http-error';
import { errorResponses } from '../common/http/error-schemas';
import { addGoal, listGoals, removeGoal } from './goal-store';
import { checkGoalShape } from './goal-shape';

/**
 * The dashboard's goals: GET lists them (to anyone, like the dashboard);
 * POST adds one and DELETE removes one (analysts and owners, audited).
 */
const goals: FastifyPluginAsyncTypebox = async (fastify) => {
  const rateLimit = { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' };
  const list = async () => ({ goals: await listGoals(fastify.visits.database) });

  fastify.get(
    '/goals',
    { schema: { response: { 200: GoalList, ...errorResponses(429, 500) } }, config: { rateLimit } },
    list,
  );

  fastify.post(
    '/goals',
    {
      schema: {
        body: GoalBody,
        response: { 201: GoalList, ...errorResponses(400, 401, 403, 409, 429, 500) },
      },
      config: { rateLimit },
      preHandler: requirePermission('events.define'),
    },
    async (request, reply) => {
      const goal = request.body;
      checkGoalShape(goal);
      const who = request.keeper?.account.email ?? 'unknown';
      const id = await addGoal(fastify.visits.database, goal, who, fastify.clock(), GOALS_MAX);
      if (id === null) {
        throw new HttpError(
          409,
          `At most ${GOALS_MAX} goals can be defined; remove one first`,
          'name',
        );
      }
      await audit(request, 'goal-added', { id, name: goal.name });
      return reply.code(201).send(await list());
    },
  );

  fastify.delete(
    '/goals/:id',
    {
      schema: {
        params: GoalParams,
        response: { 200: GoalList, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { rateLimit },
      preHandler: requirePermission('events.define'),
    },
    async (request) => {
      const removed = await removeGoal(fastify.visits.database, Number(request.params.id));
      if (!removed) throw new HttpError(404, `No goal has the id ${request.params.id}`, 'id');
      await audit(request, 'goal-removed', { id: removed.id, name: removed.name });
      return list();
    },
  );
};

export default goals;

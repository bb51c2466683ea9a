import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DashboardRequest } from '@pawapuri/shared/contract/types';
import {
  AnnotationList,
  AnnotationQuery,
  DASHBOARD_BREAKDOWN_ROWS,
  DASHBOARD_DIMENSIONS,
  Dashboard,
  DashboardQuery,
  ShareGrant,
  SharedLinkInfo,
  ShareUnlockBody,
} from '@pawapuri/shared/contract';
import { errorResponses } from '../common/http/error-schemas';
import { HttpError } from '../common/http/http-error';
import { passwordMatches } from '../keepers/password-hash';
import { createShareLinkStore } from './share-link-store';
import { linkFilters } from './share-link-view';
import { sharedLink } from './shared-access';
import { GRANT_HOURS, makeGrant } from './share-grant';
import { createAnnotationStore } from '../annotations/annotation-store';
import { readAnnotations } from '../annotations/read-annotations';

/** Password tries per client address and minute: argon2 is slow on purpose, and so is guessing. */
const UNLOCK_PER_MINUTE = 10;

/**
 * What a share link's holder may read, under /api/shared: the link's label and
 * whether it needs a password, the unlock, the dashboard with the link's fixed
 * filters, and the chart's annotations. Nothing else accepts the token: visit
 * search, exports and keeper routes know only keeper sessions and API keys.
 */
const shared: FastifyPluginAsyncTypebox = async (fastify) => {
  const store = createShareLinkStore(fastify.visits.database);
  const notes = createAnnotationStore(fastify.visits.database);
  const config = {
    rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const linkErrors = errorResponses(400, 401, 404, 410, 429, 500, 503);

  fastify.get(
    '/link',
    { schema: { response: { 200: SharedLinkInfo, ...linkErrors } }, config },
    async (request) => {
      const { link } = await sharedLink(request, store, { withPassword: false });
      return {
        label: link.label,
        needsPassword: link.password_hash !== null,
        expiresAt: link.expires_at === null ? null : new Date(link.expires_at).toISOString(),
        filters: linkFilters(link),
      };
    },
  );

  fastify.post(
    '/unlock',
    {
      schema: {
        body: ShareUnlockBody,
        response: { 200: ShareGrant, ...errorResponses(400, 401, 404, 410, 413, 415, 429, 500) },
      },
      config: { rateLimit: { max: UNLOCK_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { link, tokenHash } = await sharedLink(request, store, { withPassword: false });
      if (link.password_hash === null) {
        throw new HttpError(400, 'This share link has no password', 'password');
      }
      if (!(await passwordMatches(link.password_hash, request.body.password))) {
        throw new HttpError(401, 'The password is not right', 'password');
      }
      const now = fastify.clock();
      const until = Math.min(now + GRANT_HOURS * 3_600_000, link.expires_at ?? Infinity);
      return {
        grant: makeGrant(link.password_hash, tokenHash, until),
        expiresAt: new Date(until).toISOString(),
      };
    },
  );

  fastify.get(
    '/dashboard',
    {
      schema: {
        querystring: DashboardQuery,
        response: { 200: Dashboard, ...errorResponses(400, 401, 403, 404, 410, 429, 500, 503) },
      },
      config,
    },
    async (request) => {
      const { link } = await sharedLink(request, store, { withPassword: true });
      const fixed = linkFilters(link);
      // The viewer may narrow (filter other dimensions), never widen or swap a fixed filter.
      for (const dimension of DASHBOARD_DIMENSIONS) {
        const asked = request.query[dimension];
        const value = fixed[dimension];
        if (value !== undefined && asked !== undefined && asked !== value) {
          throw new HttpError(
            403,
            `querystring/${dimension} is fixed by this share link`,
            dimension,
          );
        }
      }
      const query: DashboardRequest = { ...request.query, ...fixed };
      return fastify.visits.dashboard(query, {
        now: fastify.clock(),
        breakdownRows: DASHBOARD_BREAKDOWN_ROWS,
      });
    },
  );

  fastify.get(
    '/annotations',
    {
      schema: {
        querystring: AnnotationQuery,
        response: { 200: AnnotationList, ...errorResponses(400, 401, 404, 410, 429, 500, 503) },
      },
      config,
    },
    async (request) => {
      await sharedLink(request, store, { withPassword: true });
      return readAnnotations(fastify, notes, request.query, false);
    },
  );
};

export default shared;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentDiffQuery,
  ContentDiffSchema,
  ContentHistorySchema,
  ContentItemParams,
  ContentItemSchema,
  ContentKindQuery,
  ContentListSchema,
  ContentRevisionParams,
  ContentRevisionSchema,
} from '@pawapuri/shared/contract';
import type { ContentKind, ContentRevision, RevisionAction } from '@pawapuri/shared/contract/types';
import { errorResponses } from '../../common/http/error-schemas';
import { HttpError } from '../../common/http/http-error';
import { requirePermission } from '../../keepers/access';
import { diffFields } from '../diff';
import { toItem, toSummary } from '../item-view';
import type { ContentItemRow } from '../store/item-queries';
import contentChanges from './keeper-content-changes';

/**
 * The keepers' reads of site content, under /api/keepers/content (editor
 * and owner): the lists, an item's draft and published fields, its history,
 * one revision, and the changes between two revisions. The changes
 * themselves are in keeper-content-changes.ts.
 */
const keeperContent: FastifyPluginAsyncTypebox = async (fastify) => {
  const { content, config } = fastify;
  const editor = requirePermission('content.edit');
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const errors = errorResponses(400, 401, 403, 404, 429, 500, 503);

  const itemOr404 = async (kind: ContentKind, id: string): Promise<ContentItemRow> => {
    const row = await content.store.findItem(kind, id);
    if (!row) throw new HttpError(404, `There is no ${kind} "${id}"`, 'id');
    return row;
  };
  const revisionOr404 = async (kind: ContentKind, id: string, revision: number) => {
    const row = await content.store.findRevision(kind, id, revision);
    if (!row) throw new HttpError(404, `${kind} "${id}" has no revision ${revision}`, 'revision');
    return row;
  };

  fastify.get(
    '/',
    {
      schema: { querystring: ContentKindQuery, response: { 200: ContentListSchema, ...errors } },
      config: limit,
      preHandler: editor,
    },
    async (request) => {
      const [rows, version, donationAt] = await Promise.all([
        content.store.listItems(request.query.kind),
        content.store.contentVersion(),
        content.store.donationChangedAt(),
      ]);
      return {
        version: version.version,
        donationChangedAt: donationAt === null ? null : new Date(donationAt).toISOString(),
        items: rows.map(toSummary),
      };
    },
  );

  fastify.get(
    '/:kind/:id',
    {
      schema: { params: ContentItemParams, response: { 200: ContentItemSchema, ...errors } },
      config: limit,
      preHandler: editor,
    },
    async (request) => toItem(await itemOr404(request.params.kind, request.params.id)),
  );

  fastify.get(
    '/:kind/:id/history',
    {
      schema: { params: ContentItemParams, response: { 200: ContentHistorySchema, ...errors } },
      config: limit,
      preHandler: editor,
    },
    async (request) => {
      const { kind, id } = request.params;
      await itemOr404(kind, id);
      const rows = await content.store.listRevisions(kind, id);
      return {
        kind,
        id,
        revisions: rows.map((row) => ({
          revision: row.revision,
          action: row.action as RevisionAction,
          restoredFrom: row.restored_from,
          at: new Date(Number(row.at)).toISOString(),
          by: row.by,
        })),
      };
    },
  );

  fastify.get(
    '/:kind/:id/revisions/:revision',
    {
      schema: {
        params: ContentRevisionParams,
        response: { 200: ContentRevisionSchema, ...errors },
      },
      config: limit,
      preHandler: editor,
    },
    async (request): Promise<ContentRevision> => {
      const { kind, id } = request.params;
      const row = await revisionOr404(kind, id, Number(request.params.revision));
      return {
        revision: row.revision,
        action: row.action as RevisionAction,
        restoredFrom: row.restored_from,
        at: new Date(Number(row.at)).toISOString(),
        by: row.by,
        data: row.data === null ? null : (JSON.parse(row.data) as ContentRevision['data']),
      };
    },
  );

  /** A revision's fields for a diff; an unpublish compares as no fields at all. */
  const fieldsAt = async (kind: ContentKind, id: string, at: string) => {
    if (at === 'draft') return JSON.parse((await itemOr404(kind, id)).draft) as unknown;
    const row = await revisionOr404(kind, id, Number(at));
    return row.data === null ? {} : (JSON.parse(row.data) as unknown);
  };

  fastify.get(
    '/:kind/:id/diff',
    {
      schema: {
        params: ContentItemParams,
        querystring: ContentDiffQuery,
        response: { 200: ContentDiffSchema, ...errors },
      },
      config: limit,
      preHandler: editor,
    },
    async (request) => {
      const { kind, id } = request.params;
      const { from, to } = request.query;
      const before = await fieldsAt(kind, id, from);
      const after = await fieldsAt(kind, id, to);
      return {
        from: Number(from),
        to: to === 'draft' ? ('draft' as const) : Number(to),
        changes: diffFields(before, after),
      };
    },
  );

  await fastify.register(contentChanges);
};

export default keeperContent;

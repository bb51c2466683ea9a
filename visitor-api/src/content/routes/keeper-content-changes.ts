import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import {
  ContentItemParams,
  ContentItemSchema,
  PublishBody,
  RestoreBody,
  SaveDraftBody,
  UnpublishBody,
} from '@pawapuri/shared/contract';
import type { ContentData, ContentKind, RevisionAction } from '@pawapuri/shared/contract/types';
import { photoStored } from '../../common/media/media-files';
import { errorResponses } from '../../common/http/error-schemas';
import { ConflictError, HttpError } from '../../common/http/http-error';
import { requirePermission } from '../../keepers/access';
import { audit } from '../../keepers/audit';
import { validateItem } from '../validation/validate-item';
import { guardDonation } from '../donation-guard';
import { askPayeeChange } from '../payee-change';
import { toItem } from '../item-view';
import type { ContentItemRow } from '../store/item-queries';

/** A draft may be far larger than the API's other bodies: two languages of descriptions and hours. */
const DRAFT_BODY_LIMIT_BYTES = 256 * 1024;

const AUDIT_ACTION = {
  publish: 'content-published',
  unpublish: 'content-unpublished',
  restore: 'content-restored',
} as const;

/**
 * The keepers' changes to site content (editor and owner; the donation
 * details: owner, password again): save a draft, publish, unpublish,
 * restore. A publish or restore of the donation details starts a change that
 * waits (content/payee-change.ts); unpublishing them is at once, since the
 * page then shows the sample, which takes no money. Every change names the draft revision it was made from and gets a
 * 409 naming the newer one when someone saved in between. Publishes,
 * unpublishes and restores are audit-logged and reach every instance's
 * published copy.
 */
const contentChanges: FastifyPluginAsyncTypebox = async (fastify) => {
  const { content, config } = fastify;
  const editor = requirePermission('content.edit');
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };
  const response = {
    200: ContentItemSchema,
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500, 503),
  };

  const stale = (row: ContentItemRow) =>
    new ConflictError(
      `Saved meanwhile as revision ${row.draft_revision}` +
        (row.draft_saved_by ? ` by ${row.draft_saved_by}` : '') +
        ` at ${new Date(Number(row.draft_saved_at)).toISOString()}: reload it and apply your changes again`,
      'expectedRevision',
      row.draft_revision,
    );
  const current = async (kind: ContentKind, id: string): Promise<ContentItemRow> => {
    const row = await content.store.findItem(kind, id);
    if (!row) throw new HttpError(404, `There is no ${kind} "${id}"`, 'id');
    return row;
  };
  /** A photograph's fields name one that is stored (uploads write it; a draft cannot invent one). */
  const photoOnFile = async (kind: ContentKind, data: unknown) => {
    if (kind !== 'photo') return;
    const { hash } = (data as ContentData['photo']).media;
    if (!(await photoStored(config.media.dir, hash))) {
      throw new HttpError(
        400,
        `data.media.hash names no stored photograph: upload it`,
        'data.media.hash',
      );
    }
  };
  const byEmail = (request: FastifyRequest) => request.keeper?.account.email ?? null;

  /** Records a published revision, tells every instance, and writes the audit entries. */
  const record = async (
    request: FastifyRequest,
    row: ContentItemRow,
    change: {
      action: RevisionAction;
      data: string | null;
      restoredFrom?: number;
      newDraft?: string;
    },
  ) => {
    const kind = row.kind as ContentKind;
    const revision = await content.store.recordRevision(kind, row.item_id, {
      action: change.action,
      restoredFrom: change.restoredFrom ?? null,
      data: change.data,
      at: fastify.clock(),
      by: byEmail(request),
      expectedDraftRevision: row.draft_revision,
      ...(change.newDraft === undefined ? {} : { newDraft: change.newDraft }),
    });
    if (revision === null) throw stale(await current(kind, row.item_id));
    await content.published.changed();
    const detail = {
      kind,
      id: row.item_id,
      revision,
      ...(change.restoredFrom === undefined ? {} : { restoredFrom: change.restoredFrom }),
    };
    await audit(request, AUDIT_ACTION[change.action], detail);
    if (kind === 'donation') {
      const fields =
        change.data === null ? {} : (JSON.parse(change.data) as Record<string, string>);
      await audit(request, 'donation-changed', {
        action: change.action,
        revision,
        ...(fields.payeeName ? { payeeName: fields.payeeName } : {}),
        ...(fields.upiId ? { upiId: fields.upiId } : {}),
      });
    }
    return toItem(await current(kind, row.item_id));
  };

  /**
   * The donation details are not published by a keeper at once: the fields
   * wait (content/payee-change.ts), and the answer names the waiting change.
   */
  const askDonation = async (request: FastifyRequest, row: ContentItemRow, data: string) => {
    const self = await fastify.keepers.store.findAccount({ id: request.keeper?.account.id ?? 0 });
    if (!self) throw new HttpError(401, 'Sign in as a keeper', 'authorization');
    const pending = await askPayeeChange(request, self, data, row.published);
    const item = toItem(await current('donation', row.item_id));
    return pending ? { ...item, pendingPayee: pending } : item;
  };

  /** The options of a route that changes what the pages show: publish, unpublish, restore. */
  const pagesChange = <Body extends TSchema>(body: Body) => ({
    schema: { params: ContentItemParams, body, response },
    config: limit,
    preHandler: editor,
  });

  /** Such a route's opening: the donation details' guard (owner, password again), then the item. */
  const changing = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { kind, id }: { kind: ContentKind; id: string },
    password: string | undefined,
  ): Promise<ContentItemRow> => {
    await guardDonation(request, reply, kind, id, password, true);
    return current(kind, id);
  };

  fastify.post(
    '/:kind/:id/draft',
    {
      schema: { params: ContentItemParams, body: SaveDraftBody, response },
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      config: limit,
      preHandler: editor,
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { expectedRevision } = request.body;
      await guardDonation(request, reply, kind, id, undefined, false);
      const data = validateItem(kind, request.body.data);
      await photoOnFile(kind, data);
      const change = {
        draft: JSON.stringify(data),
        savedAt: fastify.clock(),
        savedBy: byEmail(request),
      };
      const saved =
        expectedRevision === 0
          ? await content.store.insertDraft(kind, id, change)
          : await content.store.updateDraft(kind, id, expectedRevision, change);
      if (!saved) {
        const row = await content.store.findItem(kind, id);
        if (!row) {
          throw new HttpError(
            404,
            `There is no ${kind} "${id}" yet: save it with expectedRevision 0 to create it`,
            'expectedRevision',
          );
        }
        throw stale(row);
      }
      return toItem(await current(kind, id));
    },
  );

  fastify.post('/:kind/:id/publish', pagesChange(PublishBody), async (request, reply) => {
    const { kind } = request.params;
    const row = await changing(request, reply, request.params, request.body.password);
    if (row.draft_revision !== request.body.expectedRevision) throw stale(row);
    // Checked again: a draft saved under older rules must not reach the pages.
    const data = validateItem(kind, JSON.parse(row.draft), true);
    await photoOnFile(kind, data);
    if (kind === 'donation') return askDonation(request, row, row.draft);
    return record(request, row, { action: 'publish', data: row.draft });
  });

  fastify.post('/:kind/:id/unpublish', pagesChange(UnpublishBody), async (request, reply) => {
    const { kind, id } = request.params;
    const row = await changing(request, reply, request.params, request.body.password);
    if (row.published === null) {
      throw new HttpError(409, `${kind} "${id}" is not published`, 'id');
    }
    return record(request, row, { action: 'unpublish', data: null });
  });

  fastify.post('/:kind/:id/restore', pagesChange(RestoreBody), async (request, reply) => {
    const { kind, id } = request.params;
    const { revision, expectedRevision, password } = request.body;
    const row = await changing(request, reply, request.params, password);
    if (row.draft_revision !== expectedRevision) throw stale(row);
    const old = await content.store.findRevision(kind, id, revision);
    if (!old) throw new HttpError(404, `${kind} "${id}" has no revision ${revision}`, 'revision');
    if (old.data === null) {
      throw new HttpError(
        400,
        `Revision ${revision} took the item off the pages: it has nothing to restore`,
        'revision',
      );
    }
    try {
      validateItem(kind, JSON.parse(old.data), true);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      throw new HttpError(
        400,
        `Revision ${revision} no longer passes today's checks (${error.message}): edit the draft instead`,
        'revision',
      );
    }
    // The draft stays as it is: the restored fields wait like any other payee.
    if (kind === 'donation') return askDonation(request, row, old.data);
    return record(request, row, {
      action: 'restore',
      data: old.data,
      restoredFrom: revision,
      newDraft: old.data,
    });
  });
};

export default contentChanges;

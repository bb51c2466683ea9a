import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import { AUDIT_PAGE_MAX, AuditExportQuery, AuditPage, AuditQuery } from '@pawapuri/shared/contract';
import type { AuditAction, AuditEntry, AuditFilter } from '@pawapuri/shared/contract/types';
import { errorResponses } from '../../common/http/error-schemas';
import { HttpError } from '../../common/http/http-error';
import { asDownload } from '../../common/http/download-headers';
import { parseApiDate } from '../../common/input/api-date';
import { csvLine } from '../../common/csv/csv';
import { requirePermission } from '../access';
import { audit } from '../audit';
import type { KeeperAuditTable } from '../../common/db/tables';
import type { AuditFilter as StoredFilter } from '../store/audit-filter';

function toEntry(row: Selectable<KeeperAuditTable>): AuditEntry {
  let detail: AuditEntry['detail'] = {};
  try {
    detail = JSON.parse(row.detail) as AuditEntry['detail'];
  } catch {
    // Written by this API as JSON; an unreadable one is shown empty.
  }
  return {
    id: row.id,
    at: new Date(Number(row.at)).toISOString(),
    action: row.action as AuditAction,
    actorId: row.actor_id,
    actor: row.actor,
    via: row.via,
    network: row.network,
    detail,
  };
}

const DEFAULT_SIZE = 50;
const CSV_HEADER = ['at', 'action', 'actor', 'via', 'network', 'detail'];

/** GET /audit and /audit.csv (owners): the audit log, newest first. */
const auditRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { keepers, config } = fastify;
  const owner = requirePermission('audit.read');
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };

  const storedFilter = (query: AuditFilter): StoredFilter => {
    const date = (field: 'from' | 'to') => {
      const text = query[field];
      if (text === undefined) return undefined;
      const ms = parseApiDate(text, config.siteTimezone, field === 'from' ? 'start' : 'end');
      if (ms === null) throw new HttpError(400, `querystring/${field} is not a real date`, field);
      return ms;
    };
    return {
      ...(query.actor !== undefined ? { actor: query.actor.trim().toLowerCase() } : {}),
      ...(query.action !== undefined ? { action: query.action } : {}),
      ...(query.from !== undefined ? { from: date('from') } : {}),
      ...(query.to !== undefined ? { to: date('to') } : {}),
    };
  };

  fastify.get(
    '/audit',
    {
      schema: {
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: limit,
      preHandler: owner,
    },
    async (request) => {
      const { page: pageText, size: sizeText, ...filter } = request.query;
      const page = Number(pageText ?? 0);
      const size = Number(sizeText ?? DEFAULT_SIZE);
      if (size > AUDIT_PAGE_MAX) {
        throw new HttpError(400, `querystring/size must be at most ${AUDIT_PAGE_MAX}`, 'size');
      }
      const { rows, total } = await keepers.store.searchAudit(storedFilter(filter), {
        offset: page * size,
        limit: size,
      });
      return {
        content: rows.map(toEntry),
        number: page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },
  );

  fastify.get(
    '/audit.csv',
    {
      schema: {
        querystring: AuditExportQuery,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 401, 403, 429, 500),
        },
      },
      config: limit,
      preHandler: owner,
    },
    async (request, reply) => {
      const filter = storedFilter(request.query);
      await audit(request, 'audit-exported', {});
      const chunks = keepers.store.streamAudit(filter);
      async function* lines() {
        yield `\uFEFF${csvLine(CSV_HEADER)}`;
        for await (const chunk of chunks) {
          yield chunk
            .map(toEntry)
            .map((e) =>
              csvLine([e.at, e.action, e.actor ?? '', e.via, e.network, JSON.stringify(e.detail)]),
            )
            .join('');
        }
      }
      const stamp = new Date(fastify.clock()).toISOString().slice(0, 10).replace(/-/g, '');
      asDownload(reply, 'text/csv; charset=utf-8; header=present', `pawapuri-audit-${stamp}.csv`);
      return reply.send(Readable.from(lines(), { objectMode: false }));
    },
  );
};

export default auditRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { asDownload } from '../common/http/download-headers';
import { toVisitFilter } from '../search/visit-filter-input';
import { errorResponses } from '../common/http/error-schemas';
import { ExportQuery } from '@pawapuri/shared/contract';
import { csvStream } from '../common/csv/csv';
import type * as XlsxModule from './xlsx';
import type * as PdfModule from './pdf';

const FILES = {
  csv: { type: 'text/csv; charset=utf-8; header=present', extension: 'csv' },
  excel: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  pdf: { type: 'application/pdf', extension: 'pdf' },
} as const;

/*
 * exceljs and pdfkit add tens of MB to the process: they are required on first
 * use (a synchronous require, which works the same compiled and under ts-jest).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const loadXlsx = (): typeof XlsxModule => require('./xlsx');
const loadPdf = (): typeof PdfModule => require('./pdf');
/* eslint-enable @typescript-eslint/no-require-imports */

/** GET /api/visitors/export (keepers who may export): the visits of a date range as a CSV, Excel or PDF download. */
const exportRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  fastify.get(
    '/export',
    {
      schema: {
        querystring: ExportQuery,
        response: {
          // The file itself, streamed as it is produced (never serialised as JSON).
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 401, 403, 429, 500),
        },
      },
      config: {
        // Counted after the keeper check (preHandler, added after it): only authenticated
        // exports use the quota; failed attempts have their own limit.
        rateLimit: {
          max: config.rateLimit.exportPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
        },
      },
      preHandler: requirePermission('visits.export'),
    },
    async (request, reply) => {
      const { format, startDate, endDate } = request.query;
      const filter = toVisitFilter({ startDate, endDate }, config.siteTimezone);
      await audit(request, 'visits-exported', {
        format,
        ...(startDate ? { startDate } : {}),
        ...(endDate ? { endDate } : {}),
      });
      const now = fastify.clock();
      const file = FILES[format];
      const stamp = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
      const chunks = fastify.visits.exportChunks(filter);
      asDownload(reply, file.type, `pawapuri-visitors-${stamp}.${file.extension}`);
      if (format === 'csv') return reply.send(csvStream(chunks));
      // exceljs and pdfkit are large: loaded on first use, not at start-up.
      if (format === 'excel') {
        const { xlsxStream } = loadXlsx();
        return reply.send(
          xlsxStream(chunks, (error) => request.log.error({ err: error }, 'excel export failed')),
        );
      }
      const { pdfStream } = loadPdf();
      const totalRows = await fastify.visits.count(filter);
      const rangeText = `${startDate || 'the first visit'} to ${endDate || 'now'}`;
      return reply.send(
        pdfStream(chunks, { rangeText, totalRows, generatedAt: new Date(now).toISOString() }),
      );
    },
  );
};

export default exportRoute;

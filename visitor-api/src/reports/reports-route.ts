import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DashboardQuery, ReportQuery } from '@pawapuri/shared/contract';
import { asDownload } from '../common/http/download-headers';
import { errorResponses } from '../common/http/error-schemas';
import { dashboardCsv, dashboardCsvFileName } from './dashboard-csv';
import type { ReadDashboard } from './read-dashboard';
import { drawMonthReport } from './draw-month-report';

/** Every row of every breakdown goes into the CSV (the dashboard itself shows ten). */
export const CSV_BREAKDOWN_ROWS = 1000;

export interface ReportsOptions {
  readDashboard: ReadDashboard;
}

const file = Type.Unsafe<string | Buffer>({ type: 'string', format: 'binary' });

/**
 * GET /api/visitors/dashboard.csv and GET /api/visitors/report: a dashboard
 * view as a CSV download, and a month's one-page PDF report. Open to everyone,
 * like the analytics they are drawn from; the PDF, which costs the server a
 * drawing, has its own tighter limit per client.
 */
const reports: FastifyPluginAsyncTypebox<ReportsOptions> = async (fastify, { readDashboard }) => {
  const { config } = fastify;

  fastify.get(
    '/dashboard.csv',
    {
      schema: {
        querystring: DashboardQuery,
        response: { 200: file, ...errorResponses(400, 429, 500, 503) },
      },
      config: { rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const view = await readDashboard(request.query, { breakdownRows: CSV_BREAKDOWN_ROWS });
      return asDownload(
        reply,
        'text/csv; charset=utf-8; header=present',
        dashboardCsvFileName(view),
      ).send(dashboardCsv(view));
    },
  );

  fastify.get(
    '/report',
    {
      schema: {
        querystring: ReportQuery,
        response: { 200: file, ...errorResponses(400, 429, 500, 503) },
      },
      config: { rateLimit: { max: config.rateLimit.reportPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { month } = request.query;
      const pdf = await drawMonthReport(readDashboard, month, fastify.clock(), config.siteTimezone);
      return asDownload(reply, 'application/pdf', `pawapuri-report-${month}.pdf`).send(pdf);
    },
  );
};

export default reports;

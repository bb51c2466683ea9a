import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CSP_REPORT_TYPE,
  CspReportBody,
  REPORTING_API_TYPE,
  ReportingApiBody,
} from '@pawapuri/shared/contract';
import type { CspReportRequest, ReportingApiRequest } from '@pawapuri/shared/contract/types';
import { fromCspReport, fromReportingApi } from './csp-violation';
import { HttpError } from '../common/http/http-error';
import { utf8JsonParser } from '../common/plugins/json-body';
import { errorResponses } from '../common/http/error-schemas';

/** A report is a few hundred bytes; a batch of them stays well under this. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;

const REPORT_TYPES = [CSP_REPORT_TYPE, REPORTING_API_TYPE];
const WRONG_TYPE = `Content-Type must be ${CSP_REPORT_TYPE} or ${REPORTING_API_TYPE}`;

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * POST /api/csp-reports: the browser's reports of Content-Security-Policy
 * violations, in either format browsers send (`report-uri`'s
 * application/csp-report, the Reporting API's application/reports+json).
 * Each violation is logged at warn with where it happened and what was
 * blocked, by origin, never with the client's address. Answers 204.
 */
const cspReports: FastifyPluginAsync = async (fastify) => {
  // Only the two report types are read here, so JSON sent as anything else is refused by name.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(REPORT_TYPES, { parseAs: 'string' }, utf8JsonParser(fastify));
  fastify.addContentTypeParser('*', (_request, _payload, done) => {
    done(new HttpError(415, WRONG_TYPE, 'content-type'), undefined);
  });

  fastify.post(
    '/api/csp-reports',
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      schema: {
        body: {
          content: {
            [CSP_REPORT_TYPE]: { schema: CspReportBody },
            [REPORTING_API_TYPE]: { schema: ReportingApiBody },
          },
        },
        response: { 204: Type.Null(), ...errorResponses(400, 413, 415, 429) },
      },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
      // A body-less request reaches no parser: its missing type is refused here.
      preValidation: async (request) => {
        if (!REPORT_TYPES.includes(mediaType(request))) {
          throw new HttpError(415, WRONG_TYPE, 'content-type');
        }
      },
    },
    async (request, reply) => {
      const violations =
        mediaType(request) === CSP_REPORT_TYPE
          ? [fromCspReport(request.body as CspReportRequest)]
          : fromReportingApi(request.body as ReportingApiRequest);
      for (const violation of violations) {
        request.log.warn({ event: 'csp-violation', ...violation }, 'CSP violation reported');
      }
      return reply.code(204).send();
    },
  );
};

export default cspReports;

import { Type } from '@sinclair/typebox';

/*
 * Content-Security-Policy violation reports, as browsers send them to
 * POST /api/csp-reports. Browsers add fields over time, so fields beyond
 * these are allowed (and ignored); the ones read are typed and bounded.
 */

/** A URL or a keyword ('inline', 'eval', 'data') as a report carries it. */
const ReportText = Type.String({ maxLength: 4096 });
const ReportNumber = Type.Integer({ minimum: 0, maximum: 10_000_000 });

/** `report-uri`: one violation per request, `Content-Type: application/csp-report`. */
export const CspReportBody = Type.Object(
  {
    'csp-report': Type.Object({
      'document-uri': ReportText,
      'violated-directive': Type.Optional(ReportText),
      'effective-directive': Type.Optional(ReportText),
      'blocked-uri': Type.Optional(ReportText),
      'source-file': Type.Optional(ReportText),
      'line-number': Type.Optional(ReportNumber),
      'column-number': Type.Optional(ReportNumber),
      disposition: Type.Optional(ReportText),
    }),
  },
  { additionalProperties: false },
);

/**
 * The Reporting API (`report-to`): a batch, `Content-Type: application/reports+json`.
 * A batch may hold reports of other types (deprecations, say) with bodies of
 * their own, so every body field is optional; `url` is the document's address.
 */
export const ReportingApiBody = Type.Array(
  Type.Object({
    type: Type.String({ maxLength: 64 }),
    url: Type.Optional(ReportText),
    age: Type.Optional(ReportNumber),
    body: Type.Object({
      documentURL: Type.Optional(ReportText),
      effectiveDirective: Type.Optional(ReportText),
      blockedURL: Type.Optional(ReportText),
      sourceFile: Type.Optional(ReportText),
      lineNumber: Type.Optional(ReportNumber),
      columnNumber: Type.Optional(ReportNumber),
      disposition: Type.Optional(ReportText),
    }),
  }),
  { minItems: 1, maxItems: 32 },
);

/** The media types the two formats arrive with. */
export const CSP_REPORT_TYPE = 'application/csp-report';
export const REPORTING_API_TYPE = 'application/reports+json';

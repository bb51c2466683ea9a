import type { CspReportRequest, ReportingApiRequest } from '@pawapuri/shared/contract/types';

/**
 * What the log keeps (fields left undefined are not written) of one CSP violation: where it happened and what was
 * blocked, by origin only. Query strings, fragments and paths of other sites
 * can carry tokens or personal data, so they are dropped.
 */
export interface CspViolation {
  /** The page's address without query or fragment. */
  document: string;
  directive: string;
  /** The blocked resource's origin, or the browser's keyword for it ('inline', 'eval', 'data:'). */
  blocked: string;
  /** The origin of the script that caused it. */
  sourceFile?: string;
  line?: number;
  column?: number;
  disposition?: string;
}

/** Keywords browsers put where a URL would be: short lower-case words. */
const KEYWORD = /^[a-z][a-z-]{0,31}$/;

/** An address cut to its origin; a scheme alone for data:/blob:; a keyword kept as is. */
export function originOf(value: string | undefined): string {
  if (!value) return 'none';
  if (KEYWORD.test(value)) return value;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol : url.origin;
  } catch {
    return 'unreadable';
  }
}

/** The page's address without query or fragment (paths on the site are not personal). */
export function documentOf(value: string): string {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol : `${url.origin}${url.pathname}`;
  } catch {
    return 'unreadable';
  }
}

/** A directive's name: older browsers send the whole directive with its sources. */
function directiveOf(...values: (string | undefined)[]): string {
  const found = values.find((value) => value !== undefined && value.trim() !== '');
  return found ? found.trim().split(/\s+/)[0]!.slice(0, 64) : 'unknown';
}

/** The violation of a `report-uri` report (`application/csp-report`). */
export function fromCspReport({ 'csp-report': report }: CspReportRequest): CspViolation {
  return {
    document: documentOf(report['document-uri']),
    directive: directiveOf(report['effective-directive'], report['violated-directive']),
    blocked: originOf(report['blocked-uri']),
    sourceFile: report['source-file'] ? originOf(report['source-file']) : undefined,
    line: report['line-number'],
    column: report['column-number'],
    disposition: report.disposition?.slice(0, 16),
  };
}

/** The CSP violations of a Reporting API batch; reports of other types are not ours to log. */
export function fromReportingApi(reports: ReportingApiRequest): CspViolation[] {
  return reports
    .filter((report) => report.type === 'csp-violation')
    .map(({ url, body }) => ({
      document: documentOf(body.documentURL ?? url ?? ''),
      directive: directiveOf(body.effectiveDirective),
      blocked: originOf(body.blockedURL),
      sourceFile: body.sourceFile ? originOf(body.sourceFile) : undefined,
      line: body.lineNumber,
      column: body.columnNumber,
      disposition: body.disposition?.slice(0, 16),
    }));
}

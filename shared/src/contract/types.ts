/*
 * The visitor API's shapes as TypeScript types, derived from the schemas the
 * API validates and serialises with. Type imports only: bundling this module
 * adds no code (browser-entry.test.ts checks it).
 */
import type { Static } from '@sinclair/typebox';
import type {
  BreakdownRow as BreakdownRowSchema,
  Dashboard as DashboardSchema,
  DashboardQuery as DashboardQuerySchema,
  DayRange as DayRangeSchema,
  ReportQuery as ReportQuerySchema,
  SeriesPoint as SeriesPointSchema,
} from './dashboard';
import type { CspReportBody, ReportingApiBody } from './csp-report';
import type { EraseSessionParams, SessionErased } from './erase-session';
import type { ErrorBody } from './errors';
import type { ExportQuery, SearchBody, VisitorPage as VisitorPageSchema } from './search';
import type {
  Analytics,
  CountPair as CountPairSchema,
  DailyVisits as DailyVisitsSchema,
  Statistics,
  TrackBody,
  TrackCreated,
  TrackIgnored,
  VisitorRecordSchema,
} from './visitor';
import type {
  DASHBOARD_DIMENSIONS,
  DASHBOARD_GRANULARITIES,
  DASHBOARD_PERIODS,
  DEVICE_TYPES,
  EXPORT_FORMATS,
  SORT_DIRECTIONS,
  SORT_FIELDS,
} from './values';

export type { TextFormatName } from './values';

export type DeviceType = (typeof DEVICE_TYPES)[number];
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the browser sends on every route change: POST /api/visitors/track. */
export type VisitTrackingRecord = Static<typeof TrackBody>;
/** The server's answer to a stored visit (201, or 200 when its visitId was already stored). */
export type TrackResponse = Static<typeof TrackCreated>;
/** The server's answer to a visit it chose not to store (202). */
export type TrackIgnoredResponse = Static<typeof TrackIgnored>;

/** GET /api/visitors/statistics. */
export type VisitorStatistics = Static<typeof Statistics>;
/** A `[label, count]` pair, as the analytics lists carry them. */
export type CountPair = Static<typeof CountPairSchema>;
/** One local day of the daily series. */
export type DailyVisits = Static<typeof DailyVisitsSchema>;
/** GET /api/visitors/analytics. */
export type AnalyticsSummary = Static<typeof Analytics>;

/** One stored visit, as the admin search returns it. */
export type VisitorRecord = Static<typeof VisitorRecordSchema>;
/** POST /api/visitors/search body: the filter plus paging and sorting. */
export type SearchRequest = Static<typeof SearchBody>;
/** The ten filter fields of the admin search. */
export type SearchFilter = Omit<SearchRequest, 'page' | 'size' | 'sortBy' | 'sortDirection'>;
/** The search's answer: one page (zero-based `number`) of stored visits. */
export type VisitorPage = Static<typeof VisitorPageSchema>;
/** A page of any rows, shaped like the search's answer. */
export type Page<T> = Omit<VisitorPage, 'content'> & { content: T[] };
/** GET /api/visitors/export query string. */
export type ExportRequest = Static<typeof ExportQuery>;

/** DELETE /api/visitors/sessions/:sessionId path parameters. */
export type EraseSessionRequest = Static<typeof EraseSessionParams>;
/** How many visits the erasure removed. */
export type SessionErasedResponse = Static<typeof SessionErased>;

/** Every error body the visitor API sends: a message and, where known, the field at fault. */
export type ApiErrorBody = Static<typeof ErrorBody>;

/** POST /api/csp-reports as `application/csp-report` (one violation). */
export type CspReportRequest = Static<typeof CspReportBody>;
/** POST /api/csp-reports as `application/reports+json` (a batch). */
export type ReportingApiRequest = Static<typeof ReportingApiBody>;

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export type DashboardDimension = (typeof DASHBOARD_DIMENSIONS)[number];
export type DashboardGranularity = (typeof DASHBOARD_GRANULARITIES)[number];
/** GET /api/visitors/dashboard (and dashboard.csv) query: range and filters. */
export type DashboardRequest = Static<typeof DashboardQuerySchema>;
/** The filters of a dashboard view: one exact key per dimension at most. */
export type DashboardFilters = Partial<Record<DashboardDimension, string>>;
/** A local-day range, both ends included. */
export type DayRange = Static<typeof DayRangeSchema>;
/** One bucket of the dashboard's series. */
export type SeriesPoint = Static<typeof SeriesPointSchema>;
/** One row of a dashboard breakdown. */
export type BreakdownRow = Static<typeof BreakdownRowSchema>;
/** GET /api/visitors/dashboard. */
export type DashboardView = Static<typeof DashboardSchema>;
/** GET /api/visitors/report query. */
export type ReportRequest = Static<typeof ReportQuerySchema>;

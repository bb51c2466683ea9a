/*
 * The visitor API's shapes as TypeScript types, derived from the schemas the
 * API validates and serialises with. Type imports only: bundling this module
 * adds no code (browser-entry.test.ts checks it).
 */
import type { Static } from '@sinclair/typebox';
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
import type { DEVICE_TYPES, EXPORT_FORMATS, SORT_DIRECTIONS, SORT_FIELDS } from './values';

export type { TextFormatName } from './values';

export type DeviceType = (typeof DEVICE_TYPES)[number];
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the browser sends on every route change: POST /api/visitors/track. */
export type VisitTrackingRecord = Static<typeof TrackBody>;
/** The server's answer to a stored visit (201). */
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

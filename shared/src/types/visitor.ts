/** Device classes the site distinguishes: desktop, mobile, tablet. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** What the browser sends on every route change: POST /api/visitors/track. */
export interface VisitTrackingRecord {
  browser: string;
  operatingSystem: string;
  deviceType: DeviceType;
  pageVisited: string;
  /** document.referrer, or 'Direct' when there is none. */
  referrer: string;
  sessionId: string;
  /** `${width}x${height}`, e.g. '1280x720'. */
  screenResolution: string;
  language: string;
  country?: string;
  city?: string;
}

/** The server's answer to a stored visit (201). */
export interface TrackResponse {
  id: number;
  visitTime: string;
}

/** GET /api/visitors/statistics. */
export interface VisitorStatistics {
  totalVisits: number;
  todayVisits: number;
  todayUniqueVisitors: number;
}

/** One stored visit, as the admin search returns it. */
export interface VisitorRecord {
  id: number;
  /** ISO 8601 timestamp (UTC). */
  visitTime: string;
  ipAddress: string;
  deviceType: DeviceType;
  browser: string;
  operatingSystem: string;
  country: string | null;
  city: string | null;
  pageVisited: string;
  screenResolution: string;
  sessionId: string;
}

/** A `[label, count]` pair, as the analytics lists carry them. */
export type CountPair = [string, number];

/** One local day of the daily series (added for the analytics chart). */
export interface DailyVisits {
  /** Local calendar date in the site's time zone, YYYY-MM-DD. */
  date: string;
  visits: number;
  uniqueVisitors: number;
}

/** GET /api/visitors/analytics. */
export interface AnalyticsSummary {
  totalVisits: number;
  todayVisits: number;
  todayUniqueVisitors: number;
  weekVisits: number;
  weekUniqueVisitors: number;
  monthVisits: number;
  monthUniqueVisitors: number;
  todayMobileVisits: number;
  todayDesktopVisits: number;
  todayTabletVisits: number;
  mostVisitedPages: CountPair[];
  visitorsByCountry: CountPair[];
  /** Last 30 local days, oldest first. Optional: older servers do not send it. */
  dailyVisits?: DailyVisits[];
}

/** The ten filter fields of the admin search. */
export interface SearchFilter {
  ipAddress: string | null;
  browser: string | null;
  operatingSystem: string | null;
  deviceType: DeviceType | null;
  country: string | null;
  city: string | null;
  pageVisited: string | null;
  sessionId: string | null;
  /** ISO timestamp, inclusive, or null. */
  startDate: string | null;
  /** ISO timestamp, inclusive, or null. */
  endDate: string | null;
}

export const SORT_FIELDS = [
  'id',
  'visitTime',
  'ipAddress',
  'browser',
  'operatingSystem',
  'country',
  'pageVisited',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';

/** POST /api/visitors/search body: the filter plus paging and sorting. */
export interface SearchRequest extends SearchFilter {
  page: number;
  size: number;
  sortBy: SortField;
  sortDirection: SortDirection;
}

/** Paged search response (zero-based `number`). */
export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export type ExportFormat = 'csv' | 'excel' | 'pdf';

/** Every error body the visitor API sends: a message and, where known, the field at fault. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}

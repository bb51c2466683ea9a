import { apiBaseUrl } from '../config/site-settings';
import { request, requestJson } from './http';
import { fileNameFrom } from './file-name';
import type {
  AnalyticsSummary,
  DashboardRequest,
  DashboardView,
  ExportFormat,
  ExportRequest,
  Page,
  SearchRequest,
  SessionErasedResponse,
  BarrierReportRequest,
  TrackResponse,
  VisitTrackingRecord,
  VisitorRecord,
  VisitorStatistics,
} from '../types';

export interface VisitorApiOptions {
  baseUrl?: string;
  /**
   * Bearer token for the keeper calls (search, export, erase): an API key.
   * Browsers leave it out: they send the session cookie instead.
   */
  getToken?: () => string | null;
  timeoutMs?: number;
}

/** The export's date range: the export query without its format. */
export type ExportRange = Omit<ExportRequest, 'format'>;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_EXPORT_NAMES: Record<ExportFormat, string> = {
  csv: 'visitors.csv',
  excel: 'visitors.xlsx',
  pdf: 'visitors.pdf',
};

/** Downloads stream for a while: allow far longer than an ordinary call. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** The dashboard query as a query string, in a stable order, without empty fields. */
export function dashboardSearchParams(query: DashboardRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params.set(field, value);
  }
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** One typed client for every endpoint of the visitor API (docs/visitor-api.md). */
export function createVisitorApi(options: VisitorApiOptions = {}) {
  // Read per request: a page's run-time settings may arrive after this module loads.
  const base = () => (options.baseUrl ?? apiBaseUrl()).replace(/\/+$/, '');
  const url = (path: string) => `${base()}/api/visitors${path}`;
  const timeoutMs = options.timeoutMs;
  const adminHeaders = (): Record<string, string> => {
    const token = options.getToken?.();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  // Keeper calls carry the session cookie; the public ones need no credentials.
  const credentials: RequestCredentials = 'include';

  const download = async (
    path: string,
    fallbackName: string,
    signal?: AbortSignal,
    keeper?: { headers: Record<string, string>; credentials: RequestCredentials },
  ) => {
    const response = await request(url(path), {
      headers: { ...keeper?.headers, Accept: '*/*' },
      credentials: keeper?.credentials,
      timeoutMs: Math.max(timeoutMs ?? 0, DOWNLOAD_TIMEOUT_MS),
      signal,
    });
    const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
    return { blob: await response.blob(), fileName };
  };

  return {
    /** The API address requests go to now. */
    get baseUrl(): string {
      return base();
    },

    track(record: VisitTrackingRecord, signal?: AbortSignal): Promise<TrackResponse> {
      return requestJson(url('/track'), { method: 'POST', body: record, timeoutMs, signal });
    },

    statistics(signal?: AbortSignal): Promise<VisitorStatistics> {
      return requestJson(url('/statistics'), { timeoutMs, signal });
    },

    analytics(signal?: AbortSignal): Promise<AnalyticsSummary> {
      return requestJson(url('/analytics'), { timeoutMs, signal });
    },

    search(query: SearchRequest, signal?: AbortSignal): Promise<Page<VisitorRecord>> {
      return requestJson(url('/search'), {
        method: 'POST',
        body: query,
        headers: adminHeaders(),
        credentials,
        timeoutMs,
        signal,
      });
    },

    /** A visitor reports an accessibility barrier (public, no credentials). */
    reportBarrier(body: BarrierReportRequest, signal?: AbortSignal): Promise<{ received: true }> {
      return requestJson(`${base()}/api/accessibility/barriers`, {
        method: 'POST',
        body,
        credentials: 'omit',
        timeoutMs,
        signal,
      });
    },

    /** A visitor erases the visits and events of their own tab's session (public, no credentials). */
    eraseMyVisits(sessionId: string, signal?: AbortSignal): Promise<SessionErasedResponse> {
      return requestJson(url('/erase-my-visits'), {
        method: 'POST',
        body: { sessionId },
        credentials: 'omit',
        timeoutMs,
        signal,
      });
    },

    /** Erases every stored visit of one session (owner). */
    eraseSession(sessionId: string, signal?: AbortSignal): Promise<SessionErasedResponse> {
      return requestJson(url(`/sessions/${encodeURIComponent(sessionId)}`), {
        method: 'DELETE',
        headers: adminHeaders(),
        credentials,
        timeoutMs,
        signal,
      });
    },

    exportVisits(
      format: ExportFormat,
      range: ExportRange,
      signal?: AbortSignal,
    ): Promise<ExportedFile> {
      const params = new URLSearchParams({ format });
      if (range.startDate) params.set('startDate', range.startDate);
      if (range.endDate) params.set('endDate', range.endDate);
      return download(withQuery('/export', params), FALLBACK_EXPORT_NAMES[format], signal, {
        headers: adminHeaders(),
        credentials,
      });
    },

    /** One view of the analytics dashboard: range, filters, cards, series and breakdowns. */
    dashboard(query: DashboardRequest, signal?: AbortSignal): Promise<DashboardView> {
      return requestJson(url(withQuery('/dashboard', dashboardSearchParams(query))), {
        timeoutMs,
        signal,
      });
    },

    /** The dashboard's view as a CSV file (every row of every breakdown); open to everyone, like the dashboard. */
    dashboardCsv(query: DashboardRequest, signal?: AbortSignal): Promise<ExportedFile> {
      return download(
        withQuery('/dashboard.csv', dashboardSearchParams(query)),
        'dashboard.csv',
        signal,
      );
    },

    /** The one-page PDF report of a local month, YYYY-MM. */
    monthlyReport(month: string, signal?: AbortSignal): Promise<ExportedFile> {
      const params = new URLSearchParams({ month });
      return download(withQuery('/report', params), `report-${month}.pdf`, signal);
    },
  };
}

export type VisitorApi = ReturnType<typeof createVisitorApi>;

/** The client configured from the build settings, for ordinary use. */
export const visitorApi: VisitorApi = createVisitorApi();

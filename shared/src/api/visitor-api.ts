import { env } from '../config/env';
import { readAdminToken } from '../auth/admin-token';
import { request, requestJson } from './http';
import type {
  AnalyticsSummary,
  ExportFormat,
  ExportRequest,
  Page,
  SearchRequest,
  TrackResponse,
  VisitTrackingRecord,
  VisitorRecord,
  VisitorStatistics,
} from '../types';

export interface VisitorApiOptions {
  baseUrl?: string;
  /** Bearer token for the admin calls (search, export), if the keeper gave one. */
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

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** One typed client for every endpoint of the visitor API (visitor-api/README.md). */
export function createVisitorApi(options: VisitorApiOptions = {}) {
  const baseUrl = (options.baseUrl ?? env.apiUrl).replace(/\/+$/, '');
  const url = (path: string) => `${baseUrl}/api/visitors${path}`;
  const timeoutMs = options.timeoutMs;
  const adminHeaders = (): Record<string, string> => {
    const token = options.getToken?.();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  return {
    baseUrl,

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
        timeoutMs,
        signal,
      });
    },

    async exportVisits(
      format: ExportFormat,
      range: ExportRange,
      signal?: AbortSignal,
    ): Promise<ExportedFile> {
      const params = new URLSearchParams({ format });
      if (range.startDate) params.set('startDate', range.startDate);
      if (range.endDate) params.set('endDate', range.endDate);
      const response = await request(url(`/export?${params.toString()}`), {
        headers: { ...adminHeaders(), Accept: '*/*' },
        // Large exports stream for a while: allow far longer than an ordinary call.
        timeoutMs: Math.max(timeoutMs ?? 0, 120_000),
        signal,
      });
      const fileName = fileNameFrom(
        response.headers.get('Content-Disposition'),
        FALLBACK_EXPORT_NAMES[format],
      );
      return { blob: await response.blob(), fileName };
    },
  };
}

export type VisitorApi = ReturnType<typeof createVisitorApi>;

/** The client configured from the build settings, for ordinary use. */
export const visitorApi: VisitorApi = createVisitorApi({ getToken: () => readAdminToken() });

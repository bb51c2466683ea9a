import {
  dashboardSearchParams,
  requestJson,
  visitorApi,
  type AnnotationList,
  type AnnotationQuery,
  type DashboardRequest,
  type DashboardView,
  type ShareGrant,
  type SharedLinkInfo,
} from '@pawapuri/shared';

/**
 * The calls a share link's viewer makes, under /api/shared: the token (and,
 * for a password, the grant) in headers, never in an address a server logs.
 * No cookie goes with them.
 */
export function sharedViewApi(token: string, grant: string | null) {
  const url = (path: string) => `${visitorApi.baseUrl}/api/shared${path}`;
  const headers = (): Record<string, string> => ({
    'X-Share-Token': token,
    ...(grant ? { 'X-Share-Grant': grant } : {}),
  });
  return {
    info: (signal?: AbortSignal) =>
      requestJson<SharedLinkInfo>(url('/link'), { headers: headers(), signal }),
    unlock: (password: string) =>
      requestJson<ShareGrant>(url('/unlock'), {
        method: 'POST',
        body: { password },
        headers: headers(),
      }),
    dashboard: (query: DashboardRequest, signal?: AbortSignal) =>
      requestJson<DashboardView>(url(`/dashboard?${dashboardSearchParams(query).toString()}`), {
        headers: headers(),
        signal,
      }),
    annotations: (query: AnnotationQuery, signal?: AbortSignal) => {
      const params = new URLSearchParams({
        from: query.from,
        to: query.to,
        lang: query.lang ?? 'en',
      });
      return requestJson<AnnotationList>(url(`/annotations?${params.toString()}`), {
        headers: headers(),
        signal,
      });
    },
  };
}

export type SharedViewApi = ReturnType<typeof sharedViewApi>;

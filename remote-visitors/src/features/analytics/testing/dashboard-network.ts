import type { AnnotationList, DashboardFilters } from '@pawapuri/shared';
import { apiUrl, http, HttpResponse } from '@pawapuri/shared/testing/network';
import { dashboardView } from './dashboard-fixtures';

export const DASHBOARD_PATH = '/api/visitors/dashboard';
export const DASHBOARD_URL = apiUrl(DASHBOARD_PATH);
export const ANNOTATIONS_URL = apiUrl('/api/visitors/annotations');

/** The query a dashboard request sent, as an object. */
export const queryOf = (request: { url: URL }): Record<string, string> =>
  Object.fromEntries(request.url.searchParams);

/**
 * The public API as the dashboard reads it: the week's view (its filters
 * echoing the query's) and no notes on the chart.
 */
export const dashboardHandlers = () => [
  http.get(DASHBOARD_URL, ({ request }) => {
    const query = new URL(request.url).searchParams;
    query.delete('period');
    return HttpResponse.json(
      dashboardView({ filters: Object.fromEntries(query) as DashboardFilters }),
    );
  }),
  http.get(ANNOTATIONS_URL, () => HttpResponse.json<AnnotationList>({ annotations: [] })),
];

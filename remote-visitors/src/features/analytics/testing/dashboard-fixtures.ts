import { DASHBOARD_DIMENSIONS, type BreakdownRow, type DashboardView } from '@pawapuri/shared';

const noRows = Object.fromEntries(
  DASHBOARD_DIMENSIONS.map((dimension) => [dimension, [] as BreakdownRow[]]),
) as DashboardView['breakdowns'];

/** A week's view: 7 daily points, a few breakdown rows, figures against the week before. */
export function dashboardView(overrides: Partial<DashboardView> = {}): DashboardView {
  return {
    period: '7d',
    range: { from: '2026-11-17', to: '2026-11-23' },
    previousRange: { from: '2026-11-10', to: '2026-11-16' },
    granularity: 'day',
    filters: {},
    goals: [],
    events: [],
    cards: {
      visits: { value: 123456, previous: 110229 },
      uniqueVisitors: { value: 4000, previous: 4124 },
      viewsPerVisitor: { value: 30.864, previous: 30.864 },
      visitorsNow: 7,
    },
    series: [17, 18, 19, 20, 21, 22, 23].map((day, index) => ({
      start: `2026-11-${day}`,
      visits: 100 + index * 10,
      uniqueVisitors: 50 + index,
    })),
    breakdowns: {
      ...noRows,
      page: [
        { key: '/jal-mandir', visits: 80000, share: 0.648 },
        { key: '/', visits: 43456, share: 0.352 },
      ],
      source: [
        { key: 'WhatsApp', visits: 60000, share: 0.486 },
        { key: '', visits: 63456, share: 0.514 },
      ],
      language: [{ key: 'hi', visits: 90000, share: 0.729 }],
      country: [{ key: 'India', visits: 120000, share: 0.972 }],
    },
    ...overrides,
  };
}

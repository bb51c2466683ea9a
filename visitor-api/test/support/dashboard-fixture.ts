import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type {
  BreakdownRow,
  DashboardDimension,
  DashboardView,
  DayRange,
} from '@pawapuri/shared/contract/types';
import { addDays, daysBetween } from '../../src/common/time/local-day';

const rows = (keys: [string, number][], total: number): BreakdownRow[] =>
  keys.map(([key, visits]) => ({ key, visits, share: visits / total }));

/** Breakdowns with more than five rows where the report must cut, and keys that test escaping. */
function breakdowns(total: number): Record<DashboardDimension, BreakdownRow[]> {
  const lists: Record<DashboardDimension, BreakdownRow[]> = {
    page: rows(
      [
        ['/jal-mandir', 412],
        ['/hi/जल-मंदिर', 301],
        ['/gallery', 120],
        ['/hotels', 80],
        ['/cabs', 40],
        ['/donate', 12],
      ],
      total,
    ),
    entry: rows(
      [
        ['/', 200],
        ['/jal-mandir', 150],
      ],
      total,
    ),
    source: rows(
      [
        ['WhatsApp', 500],
        ['Direct', 300],
        ['=HYPERLINK("http://evil")', 3],
        ['Rajgir, "old" guide', 2],
      ],
      total,
    ),
    country: rows(
      [
        ['India', 900],
        ['Nepal', 40],
        ['', 25],
      ],
      total,
    ),
    city: rows(
      [
        ['पावापुरी', 350],
        ['Patna', 300],
        ['Rajgir', 90],
      ],
      total,
    ),
    browser: rows(
      [
        ['Chrome', 700],
        ['Safari', 150],
      ],
      total,
    ),
    os: rows(
      [
        ['Android', 650],
        ['iOS', 150],
        ['Windows', 100],
        ['Linux', 40],
        ['macOS', 25],
      ],
      total,
    ),
    device: rows(
      [
        ['mobile', 800],
        ['desktop', 150],
        ['tablet', 15],
      ],
      total,
    ),
    language: [],
    screen: rows(
      [
        ['360x800', 400],
        ['390x844', 200],
        ['1920x1080', 100],
        ['1366x768', 60],
        ['412x915', 50],
      ],
      total,
    ),
    utmSource: rows([['whatsapp', 90]], total),
    utmMedium: rows([['group', 90]], total),
    utmCampaign: rows([['diwali-2026', 90]], total),
    utmContent: [],
    utmTerm: [],
  };
  return lists;
}

/** A day-by-day view of `range` with `total` visits, as the dashboard reader answers. */
export function fixtureView(
  range: DayRange,
  previousRange: DayRange,
  total = 965,
  previousTotal = 800,
): DashboardView {
  const days = daysBetween(range.from, range.to) + 1;
  const series = Array.from({ length: days }, (_, index) => ({
    start: addDays(range.from, index),
    visits: total === 0 ? 0 : 10 + ((index * 37) % 50),
    uniqueVisitors: total === 0 ? 0 : 6 + ((index * 23) % 30),
  }));
  const lists = breakdowns(total);
  const visitors = Math.round(total * 0.6);
  const previousVisitors = Math.round(previousTotal * 0.6);
  /** A goal converting `share` of the visits' sessions, at `perSession` conversions each. */
  const goal = (id: number, name: string, share: number, perSession: number) => {
    const uniques = Math.round(total * share);
    const before = Math.round(previousTotal * share);
    return {
      id,
      name,
      uniques: { value: uniques, previous: before },
      total: { value: Math.round(uniques * perSession), previous: Math.round(before * perSession) },
      rate: {
        value: visitors === 0 ? 0 : uniques / visitors,
        previous: previousVisitors === 0 ? 0 : before / previousVisitors,
      },
    };
  };
  return {
    period: 'custom',
    range,
    previousRange,
    granularity: 'day',
    filters: {},
    goals: [goal(1, 'Called the Jal Mandir', 0.05, 1.2), goal(2, 'Opened the UPI app', 0.01, 1)],
    events: [],
    cards: {
      visits: { value: total, previous: previousTotal },
      uniqueVisitors: { value: visitors, previous: previousVisitors },
      viewsPerVisitor: { value: total === 0 ? 0 : 1.67, previous: 1.5 },
      visitorsNow: 4,
    },
    series,
    breakdowns: Object.fromEntries(
      DASHBOARD_DIMENSIONS.map((dimension) => [dimension, total === 0 ? [] : lists[dimension]]),
    ) as DashboardView['breakdowns'],
  };
}

import { Type, type TSchema } from '@sinclair/typebox';
import {
  DASHBOARD_DIMENSIONS,
  DASHBOARD_GRANULARITIES,
  DASHBOARD_PERIODS,
  LOCAL_DAY_PATTERN,
  REPORT_MONTH_PATTERN,
} from './values';
import { EventCount, GoalFigures } from './goals';
import { GOAL_ID_PATTERN } from './goal-values';

const LocalDay = Type.String({ pattern: LOCAL_DAY_PATTERN, maxLength: 10 });
const FilterValue = Type.Optional(
  Type.String({ minLength: 1, maxLength: 512, format: 'plain-text' }),
);
const Literals = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** One optional exact-match filter per dimension (`?source=WhatsApp&device=mobile`). */
const filterFields = Object.fromEntries(
  DASHBOARD_DIMENSIONS.map((dimension) => [dimension, FilterValue]),
) as Record<(typeof DASHBOARD_DIMENSIONS)[number], typeof FilterValue>;

/**
 * GET /api/visitors/dashboard and GET /api/visitors/dashboard.csv query string:
 * the range (a named period, or `custom` with `from` and `to`) and the filters.
 * `from`/`to` with any period but `custom` is a 400, as is a custom range
 * whose `from` is after its `to`. An unknown field is a 400.
 */
export const DashboardQuery = Type.Object(
  {
    period: Type.Optional(Literals(DASHBOARD_PERIODS)),
    from: Type.Optional(LocalDay),
    to: Type.Optional(LocalDay),
    ...filterFields,
    /** Only the visits of sessions that converted this goal (its id) in the same range. */
    goal: Type.Optional(Type.String({ pattern: GOAL_ID_PATTERN, maxLength: 10 })),
  },
  { additionalProperties: false },
);

/** A local-day range, both ends included. */
export const DayRange = Type.Object({ from: LocalDay, to: LocalDay });

/** A headline figure and the same figure over the previous period of the same length. */
const Figure = <T extends TSchema>(value: T) => Type.Object({ value, previous: value });

/** One bucket of the series. */
export const SeriesPoint = Type.Object({
  /**
   * The bucket's start in the site's time zone: 'YYYY-MM-DDTHH:00' for hours,
   * 'YYYY-MM-DD' for days, weeks (their Monday, or the range's first day) and months
   * (their first day, or the range's first day).
   */
  start: Type.String(),
  visits: Type.Integer(),
  uniqueVisitors: Type.Integer(),
});

/** One row of a breakdown: the key (as the filter takes it), its visits and their share of the range's. */
export const BreakdownRow = Type.Object({
  key: Type.String(),
  visits: Type.Integer(),
  /** visits / the range's visits (entry pages: / the range's sessions), 0..1. */
  share: Type.Number(),
});

/** The breakdowns, one list per dimension, largest first, at most DASHBOARD_BREAKDOWN_ROWS rows. */
export const Breakdowns = Type.Object(
  Object.fromEntries(
    DASHBOARD_DIMENSIONS.map((dimension) => [dimension, Type.Array(BreakdownRow)]),
  ) as Record<
    (typeof DASHBOARD_DIMENSIONS)[number],
    ReturnType<typeof Type.Array<typeof BreakdownRow>>
  >,
);

/** GET /api/visitors/dashboard: everything one view of the dashboard shows. */
export const Dashboard = Type.Object({
  period: Literals(DASHBOARD_PERIODS),
  /** The resolved range and the one before it of the same length. */
  range: DayRange,
  previousRange: DayRange,
  granularity: Literals(DASHBOARD_GRANULARITIES),
  /** The filters in force, as the query gave them. */
  filters: Type.Object(filterFields),
  cards: Type.Object({
    visits: Figure(Type.Integer()),
    uniqueVisitors: Figure(Type.Integer()),
    /** visits / unique visitors; 0 when there are none. */
    viewsPerVisitor: Figure(Type.Number()),
    /** Distinct sessions with a visit in the last VISITORS_NOW_MINUTES minutes (filters apply). */
    visitorsNow: Type.Integer(),
  }),
  /** Every bucket of the range in order, empty ones with zeros. */
  series: Type.Array(SeriesPoint),
  breakdowns: Breakdowns,
  /** The goal filter in force (its id), if any. */
  goal: Type.Optional(Type.Integer()),
  /** Every goal's conversions in this view, in the goals' order. */
  goals: Type.Array(GoalFigures),
  /**
   * Events by name in the range, most first, at most DASHBOARD_EVENT_ROWS: all
   * of them without filters, else those of sessions with a matching visit in the range.
   */
  events: Type.Array(EventCount),
});

/** GET /api/visitors/report query: the local month of the one-page PDF report. */
export const ReportQuery = Type.Object(
  { month: Type.String({ pattern: REPORT_MONTH_PATTERN, maxLength: 7 }) },
  { additionalProperties: false },
);

import {
  DASHBOARD_DIMENSIONS,
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  GOAL_ID_PATTERN,
  type DashboardDimension,
  type DashboardFilters,
  type DashboardPeriod,
  type DashboardRequest,
  type DashboardView,
} from '@pawapuri/shared';

/** One view of the dashboard as the address holds it: `?period=7d&source=WhatsApp`. */
export interface DashboardAddress {
  period: DashboardPeriod;
  /** Only with `custom`: local days, both included. */
  from?: string;
  to?: string;
  filters: DashboardFilters;
  /** Only the sessions that reached this goal (its id, `?goal=3`). */
  goal?: string;
}

export const DEFAULT_ADDRESS: DashboardAddress = { period: DEFAULT_DASHBOARD_PERIOD, filters: {} };

/** The API refuses longer filter values; the address must not ask for a 400. */
const MAX_FILTER_LENGTH = 512;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function isPeriod(value: string | null): value is DashboardPeriod {
  return DASHBOARD_PERIODS.includes(value as DashboardPeriod);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isLocalDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

const GOAL_ID = new RegExp(GOAL_ID_PATTERN);

function isFilterValue(value: string | null): value is string {
  return (
    value !== null &&
    value.trim() !== '' &&
    value.length <= MAX_FILTER_LENGTH &&
    !CONTROL_CHARACTERS.test(value)
  );
}

/**
 * Reads a view from the address. Whatever the API would refuse (an unknown
 * period, a custom range without two real days in order, an empty or overlong
 * filter) is dropped, so a hand-edited link still opens a working view.
 */
export function readAddress(params: URLSearchParams): DashboardAddress {
  const filters: DashboardFilters = {};
  for (const dimension of DASHBOARD_DIMENSIONS) {
    const value = params.get(dimension);
    if (isFilterValue(value)) filters[dimension] = value;
  }
  const goal = params.get('goal');
  const narrowed = goal !== null && GOAL_ID.test(goal) ? { filters, goal } : { filters };
  const period = params.get('period');
  if (!isPeriod(period)) return { period: DEFAULT_DASHBOARD_PERIOD, ...narrowed };
  if (period !== 'custom') return { period, ...narrowed };
  const from = params.get('from');
  const to = params.get('to');
  if (isLocalDay(from) && isLocalDay(to) && from <= to) return { period, from, to, ...narrowed };
  return { period: DEFAULT_DASHBOARD_PERIOD, ...narrowed };
}

/** The address of a view; the default range is left out, so the plain page is the default view. */
export function writeAddress(address: DashboardAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (address.period !== DEFAULT_DASHBOARD_PERIOD) params.set('period', address.period);
  if (address.period === 'custom' && address.from && address.to) {
    params.set('from', address.from);
    params.set('to', address.to);
  }
  for (const dimension of DASHBOARD_DIMENSIONS) {
    const value = address.filters[dimension];
    if (value) params.set(dimension, value);
  }
  if (address.goal) params.set('goal', address.goal);
  return params;
}

/** The API query of a view. */
export function toRequest(address: DashboardAddress): DashboardRequest {
  const range =
    address.period === 'custom'
      ? { period: address.period, from: address.from, to: address.to }
      : { period: address.period };
  return { ...range, ...address.filters, ...(address.goal ? { goal: address.goal } : {}) };
}

export function withGoal(address: DashboardAddress, goal: number): DashboardAddress {
  return { ...address, goal: String(goal) };
}

export function withoutGoal(address: DashboardAddress): DashboardAddress {
  const next = { ...address };
  delete next.goal;
  return next;
}

export function withFilter(
  address: DashboardAddress,
  dimension: DashboardDimension,
  value: string,
): DashboardAddress {
  return { ...address, filters: { ...address.filters, [dimension]: value } };
}

export function withoutFilter(
  address: DashboardAddress,
  dimension: DashboardDimension,
): DashboardAddress {
  const filters = { ...address.filters };
  delete filters[dimension];
  return { ...address, filters };
}

/** The filters in force, in the dimensions' order. */
export function activeFilters(address: DashboardAddress): [DashboardDimension, string][] {
  return DASHBOARD_DIMENSIONS.flatMap((dimension) => {
    const value = address.filters[dimension];
    return value ? [[dimension, value] as [DashboardDimension, string]] : [];
  });
}

/**
 * Whether an answer is the view the address asks for (and not the one before
 * it, still shown while the new one loads).
 */
export function answers(view: DashboardView, address: DashboardAddress): boolean {
  const asked = writeAddress(address).toString();
  const given = readAddress(
    new URLSearchParams({
      ...toParams(view.filters),
      ...(view.goal === undefined ? {} : { goal: String(view.goal) }),
      period: view.period,
      ...(view.period === 'custom' ? view.range : {}),
    }),
  );
  return writeAddress(given).toString() === asked;
}

function toParams(filters: DashboardView['filters']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

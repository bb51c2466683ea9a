import type { DayRange } from '@pawapuri/shared/contract/types';
import { HttpError } from '../common/http/http-error';
import { addDays, daysBetween } from '../common/time/local-day';

export interface ReportRanges {
  /** The month's days so far: all of them, or up to today for the current month. */
  range: DayRange;
  /** The same days of the previous month (its whole length when the month is over). */
  previousRange: DayRange;
}

/** The pattern lets through year 0000; dates that far back only break the arithmetic. */
const EARLIEST_MONTH = '1970-01';

const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

function previousMonth(month: string): string {
  return addDays(`${month}-01`, -1).slice(0, 7);
}

/**
 * The days a monthly report covers, given today's local day. A month that has
 * not begun (or one before 1970) is a 400. A past month is compared with the whole previous month;
 * the current month with the same days of the previous one (1–23 November
 * against 1–23 October), so a half-finished month is not set against a whole one.
 */
export function reportRanges(month: string, today: string): ReportRanges {
  if (month < EARLIEST_MONTH) {
    throw new HttpError(400, `querystring/month must be ${EARLIEST_MONTH} or later`, 'month');
  }
  if (month > today.slice(0, 7)) {
    throw new HttpError(400, `querystring/month ${month} has not begun yet`, 'month');
  }
  const lastDay = lastDayOf(month);
  const to = lastDay < today ? lastDay : today;
  const before = previousMonth(month);
  const beforeLast = lastDayOf(before);
  const sameDays = addDays(`${before}-01`, daysBetween(`${month}-01`, to));
  const beforeTo = to === lastDay || sameDays > beforeLast ? beforeLast : sameDays;
  return {
    range: { from: `${month}-01`, to },
    previousRange: { from: `${before}-01`, to: beforeTo },
  };
}

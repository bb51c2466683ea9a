import type { DayRange } from '@pawapuri/shared/contract/types';
import { reportRanges } from '../reports/report-month';
import { addDays } from '../common/time/local-day';

export type ReportKind = 'weekly' | 'monthly';

/** A report's days, the days it is compared with, and its key in `mail_sent`. */
export interface ReportPeriod {
  kind: ReportKind;
  /** The week's Monday ('YYYY-MM-DD') or the month ('YYYY-MM'). */
  period: string;
  range: DayRange;
  previousRange: DayRange;
}

/** Monday to Sunday: the week before the one `today` is in, against the week before it. */
export function lastWeek(today: string): ReportPeriod {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const from = addDays(monday, -7);
  return {
    kind: 'weekly',
    period: from,
    range: { from, to: addDays(monday, -1) },
    previousRange: { from: addDays(monday, -14), to: addDays(monday, -8) },
  };
}

/** The month before the one `today` is in, against the whole month before it. */
export function lastMonth(today: string): ReportPeriod {
  const month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  return { kind: 'monthly', period: month, ...reportRanges(month, today) };
}

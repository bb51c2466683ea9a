import { zonedTimeToEpoch } from '../time/local-day';

/*
 * The date forms the search and export accept are API_DATE_PATTERN's (the
 * shared contract): an ISO timestamp with an offset, a local timestamp without
 * one (read in the site's time zone) or a bare day, meaning the whole local
 * day: its first millisecond as a start and its last as an end.
 */
const PARTS =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch milliseconds, or null when the text is not a real date (e.g. 2026-02-30). */
export function parseApiDate(text: string, timeZone: string, edge: 'start' | 'end'): number | null {
  const match = PARTS.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = match;
  const local = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
    ms: Number((frac ?? '0').padEnd(3, '0').slice(0, 3)),
  };
  const probe = new Date(Date.UTC(local.year, local.month - 1, local.day));
  if (
    probe.getUTCFullYear() !== local.year ||
    probe.getUTCMonth() !== local.month - 1 ||
    probe.getUTCDate() !== local.day ||
    local.hour > 23 ||
    local.minute > 59 ||
    local.second > 59
  ) {
    return null;
  }
  if (h === undefined) {
    const start = zonedTimeToEpoch(local, timeZone);
    if (edge === 'start') return start;
    const next = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
    const nextStart = zonedTimeToEpoch(
      {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
        ms: 0,
      },
      timeZone,
    );
    return nextStart - 1;
  }
  if (zone === undefined) return zonedTimeToEpoch(local, timeZone);
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}.${String(local.ms).padStart(3, '0')}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`;
  const epoch = Date.parse(iso);
  return Number.isNaN(epoch) ? null : epoch;
}

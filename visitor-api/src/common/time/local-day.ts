/**
 * Calendar days in the site's time zone. Days are 'YYYY-MM-DD' strings: they
 * sort and compare as text on both database engines.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(epochMs: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

// Every insert asks for the day of "now": remember the last minute asked per zone
// (zone offsets are whole minutes, so a day never changes inside one).
const lastMinute = new Map<string, { minute: number; day: string }>();

/** The local calendar day of an instant, e.g. '2026-11-22'. */
export function localDay(epochMs: number, timeZone: string): string {
  const minute = Math.floor(epochMs / 60_000);
  const cached = lastMinute.get(timeZone);
  if (cached?.minute === minute) return cached.day;
  const wall = wallClock(epochMs, timeZone);
  const day = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  lastMinute.set(timeZone, { minute, day });
  return day;
}

const lastHourMinute = new Map<string, { minute: number; hour: string }>();

/** The local hour of an instant, e.g. '2026-11-22T14' (the hourly rollups' key). */
export function localHour(epochMs: number, timeZone: string): string {
  const minute = Math.floor(epochMs / 60_000);
  const cached = lastHourMinute.get(timeZone);
  if (cached?.minute === minute) return cached.hour;
  const wall = wallClock(epochMs, timeZone);
  const hour = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}`;
  lastHourMinute.set(timeZone, { minute, hour });
  return hour;
}

/** The day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Offset of the zone from UTC at an instant, in milliseconds. */
function offsetMs(epochMs: number, timeZone: string): number {
  const wall = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/** The instant at which the zone's wall clock shows the given local time. */
export function zonedTimeToEpoch(local: WallClock & { ms: number }, timeZone: string): number {
  const guess = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.ms,
  );
  // Two passes settle the offset even next to a daylight-saving change.
  const first = guess - offsetMs(guess, timeZone);
  return guess - offsetMs(first, timeZone);
}

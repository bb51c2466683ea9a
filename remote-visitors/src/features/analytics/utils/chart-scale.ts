import {
  DASHBOARD_GRANULARITIES,
  type DashboardGranularity,
  type SeriesPoint,
} from '@pawapuri/shared';

/** The answer's granularity as one the chart knows (days for anything newer than this page). */
export function granularityOf(value: string): DashboardGranularity {
  return DASHBOARD_GRANULARITIES.includes(value as DashboardGranularity)
    ? (value as DashboardGranularity)
    : 'day';
}

/**
 * Round value-axis steps (1, 2 or 5 times a power of ten) from 0 up to the
 * first step at or above `max`, about `count` of them: gridlines at numbers a
 * reader can add up.
 */
export function valueTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const whole = Math.max(1, step);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + whole; tick += whole) ticks.push(tick);
  return ticks;
}

/** About `count` evenly spread point indexes for the date axis, first and last included. */
export function dateTickIndexes(length: number, count = 6): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = Math.ceil((length - 1) / (count - 1));
  const indexes: number[] = [];
  for (let i = 0; i < length - 1; i += step) indexes.push(i);
  // A last regular label close to the final one would overlap it.
  if (length - 1 - indexes[indexes.length - 1]! < step * 0.75) indexes.pop();
  indexes.push(length - 1);
  return indexes;
}

const UTC = 'UTC';

function makeFormats(locale: string) {
  return {
    hour: new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true, timeZone: UTC }),
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: UTC }),
    month: new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: UTC }),
    days: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: UTC,
    }),
    full: new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: UTC,
    }),
  };
}

const formatsByLanguage = new Map<string, ReturnType<typeof makeFormats>>();

/** Dates in the page's language, Indian style: 'en' → en-IN, 'hi' → hi-IN. */
function formatsFor(language: string) {
  const locale = language.startsWith('hi') ? 'hi-IN' : 'en-IN';
  let formats = formatsByLanguage.get(locale);
  if (!formats) {
    formats = makeFormats(locale);
    formatsByLanguage.set(locale, formats);
  }
  return formats;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A bucket's start ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:00', already the site's
 * local time) as a Date read in UTC, so no browser time zone shifts it.
 */
function bucketDate(start: string): Date {
  return new Date(start.length > 10 ? `${start}:00Z` : `${start}T00:00:00Z`);
}

/** The short label of a bucket on the date axis. */
export function axisLabel(
  start: string,
  granularity: DashboardGranularity,
  language = 'en',
): string {
  const formats = formatsFor(language);
  const date = bucketDate(start);
  if (granularity === 'hour') return formats.hour.format(date);
  if (granularity === 'month') return formats.month.format(date);
  return formats.day.format(date);
}

/** The full name of a bucket, for the tooltip and the table; a week runs to its Sunday. */
export function bucketLabel(
  start: string,
  granularity: DashboardGranularity,
  language = 'en',
): string {
  const formats = formatsFor(language);
  const date = bucketDate(start);
  if (granularity === 'hour') return `${formats.full.format(date)}, ${formats.hour.format(date)}`;
  if (granularity === 'month') return formats.month.format(date);
  if (granularity === 'week') {
    const toSunday = (7 - date.getUTCDay()) % 7;
    return formats.days.formatRange(date, new Date(date.getTime() + toSunday * DAY_MS));
  }
  return formats.full.format(date);
}

/**
 * The point a key press moves to: arrows step, Home/End jump; null for a key
 * the chart leaves alone. From no point, any move starts at the latest one.
 */
export function nextIndex(key: string, index: number | null, length: number): number | null {
  if (length === 0) return null;
  const last = length - 1;
  if (index === null) {
    return ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key)
      ? key === 'Home'
        ? 0
        : last
      : null;
  }
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** Where the tooltip stands, in CSS pixels from the chart's left edge. */
export function tooltipLeft(
  index: number,
  length: number,
  plot: { left: number; width: number },
): number {
  const fraction = length > 1 ? index / (length - 1) : 0.5;
  return plot.left + fraction * plot.width;
}

/** The words around a point's figures, in the page's language. */
export interface PointWords {
  /** The words for a count, formatted and in its plural form. */
  visits: (count: number) => string;
  unique: (count: number) => string;
}

/** What the tooltip says about a point (also what a screen reader hears). */
export function tooltipText(
  point: SeriesPoint,
  granularity: DashboardGranularity,
  words: PointWords,
  language = 'en',
): string {
  return `${bucketLabel(point.start, granularity, language)}: ${words.visits(point.visits)}, ${words.unique(point.uniqueVisitors)}`;
}

/** Which side of its point the tooltip hangs from, so the first and last points' stay inside the chart. */
export function tooltipAlign(index: number, length: number): 'start' | 'middle' | 'end' {
  const fraction = length > 1 ? index / (length - 1) : 0.5;
  if (fraction < 0.2) return 'start';
  if (fraction > 0.8) return 'end';
  return 'middle';
}

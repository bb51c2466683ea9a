import { dateTimeFormat } from './intl-formats';

/**
 * The time figures are from, in the visitor's own clock and the page's
 * language: '14:05' the same day, '21 Nov, 14:05' (or '21 नव॰, 14:05') an
 * earlier one. Browser-only (the visitor's time zone): render it after
 * hydration.
 */
export function formatAsOfTime(at: number, language: string, now: number = Date.now()): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const time = dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  if (new Date(at).toDateString() === new Date(now).toDateString()) return time;
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(at);
  return `${day}, ${time}`;
}

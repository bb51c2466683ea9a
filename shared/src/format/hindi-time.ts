/**
 * Times as a Hindi reader expects them inside a sentence: the 12-hour clock
 * with the part of the day before it and बजे after it (`शाम 5:30 बजे`,
 * `सुबह 5:30 से 11:30 बजे तक`), never `17:30`. Every time a Hindi page
 * shows goes through these (docs/hindi-style.md); hours are stored as HH:MM.
 */

/** The part of the day a time falls in, as Hindi names it. */
export type HindiDayPart = 'सुबह' | 'दोपहर' | 'शाम' | 'रात';

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * सुबह from 4:00 to 11:59, दोपहर from noon to 3:59 pm, शाम from 4:00 to
 * 8:59 pm, रात from 9:00 pm to 3:59 am (so the temples' evening session
 * reads `शाम 5:30 से 8:30 बजे तक`, as the Hindi press writes it).
 */
export function hindiDayPart(time: string): HindiDayPart {
  const hour = Math.floor(minutesOf(time) / 60) % 24;
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 21) return 'शाम';
  return 'रात';
}

/** The 12-hour clock of an HH:MM: `17:30` → `5:30`, `12:00` → `12`, `00:15` → `12:15`. */
export function twelveHourClock(time: string): string {
  const total = minutesOf(time) % (24 * 60);
  const hour = Math.floor(total / 60) % 12 || 12;
  const minutes = total % 60;
  return minutes === 0 ? String(hour) : `${hour}:${String(minutes).padStart(2, '0')}`;
}

/** One time in a Hindi sentence: `शाम 5:30 बजे`. */
export function hindiTime(time: string): string {
  return `${hindiDayPart(time)} ${twelveHourClock(time)} बजे`;
}

/**
 * A span of time in a Hindi sentence: `शाम 5:30 से 8:30 बजे तक` (one part of
 * the day named once), `सुबह 6 से दोपहर 12 बजे तक` (each named).
 */
export function hindiTimeRange(opens: string, closes: string): string {
  const from = hindiDayPart(opens);
  const to = hindiDayPart(closes);
  const end = from === to ? twelveHourClock(closes) : `${to} ${twelveHourClock(closes)}`;
  return `${from} ${twelveHourClock(opens)} से ${end} बजे तक`;
}

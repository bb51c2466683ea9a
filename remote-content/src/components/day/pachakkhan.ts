/**
 * The day's pachakkhan times as they are commonly reckoned from sunrise and
 * sunset (docs/sources.md, "The day at Pawapuri"): Navkarsi 48 minutes after
 * sunrise; Porsi, Sadh-porsi, Purimaddh and Avaddh a quarter, three eighths,
 * a half and three quarters of the day (sunrise to sunset) after sunrise;
 * Chauvihar before sunset. Sects and temples may reckon differently.
 */
export const PACHAKKHAN = [
  'navkarsi',
  'porsi',
  'sadhPorsi',
  'purimaddh',
  'avaddh',
  'chauvihar',
] as const;
export type Pachakkhan = (typeof PACHAKKHAN)[number];

const MINUTE_MS = 60_000;

/** Each pachakkhan's moment (epoch ms) for a day with this sunrise and sunset. */
export function pachakkhanTimes(sunrise: number, sunset: number): Record<Pachakkhan, number> {
  const day = sunset - sunrise;
  const after = (fraction: number) => sunrise + day * fraction;
  return {
    navkarsi: sunrise + 48 * MINUTE_MS,
    porsi: after(1 / 4),
    sadhPorsi: after(3 / 8),
    purimaddh: after(1 / 2),
    avaddh: after(3 / 4),
    chauvihar: sunset,
  };
}

/** India's fixed offset: +05:30 all year. */
const INDIA_OFFSET_MS = 330 * MINUTE_MS;

/**
 * A moment as HH:MM in Pawapuri, whatever the machine's time zone: rounded
 * down to the minute, so a time is never later than the moment (a fast
 * ends no earlier than reckoned; Chauvihar is "before" sunset anyway).
 */
export function kolkataTime(epochMs: number): string {
  const shifted = new Date(Math.floor((epochMs + INDIA_OFFSET_MS) / MINUTE_MS) * MINUTE_MS);
  return shifted.toISOString().slice(11, 16);
}

/** Noon in Pawapuri on a date (YYYY-MM-DD): the moment each date's sun is computed from. */
export function kolkataNoon(date: string): Date {
  return new Date(`${date}T12:00:00+05:30`);
}

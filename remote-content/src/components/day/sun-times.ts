import { getTimes } from 'suncalc';
import { kolkataNoon, kolkataTime, pachakkhanTimes, type Pachakkhan } from './pachakkhan';

/** The Jal Mandir's point (docs/sources.md): the day's sun is the Jal Mandir's. */
export const JAL_MANDIR = { latitude: 25.092, longitude: 85.539 };

export interface DayTimes {
  date: string;
  sunrise: string;
  sunset: string;
  pachakkhan: Record<Pachakkhan, string>;
}

/** Sunrise and sunset (epoch ms) on a date at a point, computed from noon IST (from midnight a library can give the day before's). */
export function sunOn(date: string, point = JAL_MANDIR): { sunrise: number; sunset: number } {
  const { sunrise, sunset } = getTimes(kolkataNoon(date), point.latitude, point.longitude);
  // Null only where the sun does not rise or set that day (polar days), never at Pawapuri.
  if (!sunrise || !sunset) throw new Error(`No sunrise or sunset on ${date}`);
  return { sunrise: sunrise.getTime(), sunset: sunset.getTime() };
}

/** A date's sunrise, sunset and pachakkhan times at the Jal Mandir, as HH:MM in Pawapuri. */
export function dayTimes(date: string): DayTimes {
  const { sunrise, sunset } = sunOn(date);
  const moments = pachakkhanTimes(sunrise, sunset);
  const pachakkhan = Object.fromEntries(
    Object.entries(moments).map(([name, at]) => [name, kolkataTime(at)]),
  ) as Record<Pachakkhan, string>;
  return { date, sunrise: kolkataTime(sunrise), sunset: kolkataTime(sunset), pachakkhan };
}

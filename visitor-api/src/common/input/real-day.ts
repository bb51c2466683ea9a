import { HttpError } from '../http/http-error';

/** A YYYY-MM-DD (already matched by the schema) must name a real day, not 2026-02-30: else a 400 naming `field`. */
export function checkRealDay(day: string, where: string, field: string): void {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new HttpError(400, `${where}/${field} is not a real day: ${day}`, field);
  }
}

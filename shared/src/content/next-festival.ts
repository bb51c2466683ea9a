import type { FestivalFacts, OccurrenceFacts } from './content-facts';

export interface FestivalDate<T extends FestivalFacts = FestivalFacts> {
  festival: T;
  occurrence: OccurrenceFacts;
}

const lastDay = (occurrence: OccurrenceFacts) => occurrence.end ?? occurrence.start;

/**
 * Every festival date that has not ended by the Pawapuri day `today`
 * (YYYY-MM-DD), soonest first: one festival has a date per year.
 */
export function upcomingFestivals<T extends FestivalFacts>(
  festivals: readonly T[],
  today: string,
): FestivalDate<T>[] {
  return festivals
    .flatMap((festival) =>
      festival.occurrences
        .filter((occurrence) => lastDay(occurrence) >= today)
        .map((occurrence) => ({ festival, occurrence })),
    )
    .sort(
      (a, b) =>
        a.occurrence.start.localeCompare(b.occurrence.start) ||
        (a.occurrence.startTime ?? '').localeCompare(b.occurrence.startTime ?? ''),
    );
}

/** The next festival (or the one under way) on the Pawapuri day `today`, or null. */
export function nextFestival<T extends FestivalFacts>(
  festivals: readonly T[],
  today: string,
): FestivalDate<T> | null {
  return upcomingFestivals(festivals, today)[0] ?? null;
}

/** Every festival date in a calendar year, in date order (the calendar page's list). */
export function festivalsOfYear<T extends FestivalFacts>(
  festivals: readonly T[],
  year: number,
): FestivalDate<T>[] {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return upcomingFestivals(festivals, first).filter(({ occurrence }) => occurrence.start <= last);
}

/*
 * The parts of the published content the pages' logic reads, as plain
 * structural types (the contract's items have these fields and more).
 */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface Session {
  opens: string;
  closes: string;
}

export interface DayHours {
  morning: Session | null;
  evening: Session | null;
}

export interface LocalText {
  en: string;
  hi: string;
}

export interface PlaceHoursFacts {
  hours: Record<Weekday, DayHours> | null;
  hoursVerified: boolean;
  exceptions: ReadonlyArray<{
    date: string;
    endDate?: string;
    closed: boolean;
    hours?: DayHours;
    note?: LocalText;
  }>;
}

export type NoticeSeverity = 'info' | 'warning' | 'closed';

export interface NoticeFacts {
  id: string;
  text: LocalText;
  severity: NoticeSeverity;
  /** Instants (ISO 8601 with an offset). */
  showFrom: string;
  showUntil: string;
  /** English paths of the pages it is shown on, or `*` for every page. */
  pages: readonly string[];
}

export interface OccurrenceFacts {
  start: string;
  end?: string;
  startTime?: string;
  endTime?: string;
  verified: boolean;
}

export interface FestivalFacts {
  id: string;
  name: LocalText;
  description: LocalText;
  occurrences: readonly OccurrenceFacts[];
}

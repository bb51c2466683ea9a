/** One festival day (or days) or timed event, as a calendar file lists it. */
export interface CalendarEntry {
  /** Stable across publishes: a subscriber's calendar updates the event instead of adding another. */
  uid: string;
  title: string;
  description: string;
  /** A festival: its first and last day in Pawapuri (YYYY-MM-DD, the last included). */
  days?: { first: string; last: string };
  /** A timed event: start and end in Pawapuri's local time (YYYY-MM-DDTHH:MM). */
  times?: { start: string; end: string };
  /** Goes up with every publish of the event (the calendar's SEQUENCE). */
  sequence: number;
  /** When the event was last published (DTSTAMP and LAST-MODIFIED, in UTC). */
  modifiedAt: Date;
  location: string;
}

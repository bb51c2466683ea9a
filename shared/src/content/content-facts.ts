/*
 * The parts of the published content the pages' logic reads: the contract's
 * types, narrowed to the fields each function uses (so tests and other
 * callers give only those).
 */
import type {
  FestivalOccurrence,
  HoursSession,
  PublishedFestival,
  PublishedNotice,
  PublishedPlace,
} from '../contract/types';

export type Session = HoursSession;
export type PlaceHoursFacts = Pick<PublishedPlace, 'hours' | 'hoursVerified' | 'exceptions'>;
export type NoticeFacts = Pick<
  PublishedNotice,
  'id' | 'text' | 'severity' | 'showFrom' | 'showUntil' | 'pages'
>;
export type OccurrenceFacts = FestivalOccurrence;
export type FestivalFacts = Pick<PublishedFestival, 'id' | 'name' | 'description' | 'occurrences'>;

import type { Generated } from 'kysely';

/** A visitor's report of an accessibility barrier, for the keepers to read and fix. */
export interface BarrierReportsTable {
  id: Generated<number>;
  /** The site path the barrier is on. */
  page: string;
  /** What stood in the way, in the visitor's words. */
  description: string;
  /** How to reach the visitor, if they gave it ('' when not). */
  contact: string;
  /** 'en' or 'hi': the language they wrote in. */
  language: string;
  reported_at: number;
}

import type { Generated } from 'kysely';

/** A keeper's note on a day of the dashboard's chart. */
export interface AnnotationsTable {
  id: Generated<number>;
  /** The day in the site's time zone, YYYY-MM-DD. */
  day: string;
  text: string;
  /** Who wrote it, as the audit log names keepers. */
  created_by: string;
  created_at: number;
  updated_at: number;
}

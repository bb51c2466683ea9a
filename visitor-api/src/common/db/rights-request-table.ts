import type { Generated } from 'kysely';

/** A keeper's request to correct or erase their personal data, and its answer. */
export interface RightsRequestsTable {
  id: Generated<number>;
  account_id: number;
  /** The keeper's email when they asked. */
  email: string;
  /** 'correction' or 'erasure'. */
  kind: string;
  /** What the keeper asks, in their words. */
  request: string;
  asked_at: number;
  /** Null while it waits for an owner's answer. */
  answered_at: number | null;
  answered_by: string | null;
  /** 'done' or 'refused'. */
  outcome: string | null;
  answer: string | null;
}

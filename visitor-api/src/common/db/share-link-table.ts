import type { Generated } from 'kysely';

/** A read-only link to the dashboard. Its token is stored only as a SHA-256. */
export interface ShareLinksTable {
  id: Generated<number>;
  token_hash: string;
  label: string;
  /** argon2id, as keeper passwords; null: no password. */
  password_hash: string | null;
  /** Milliseconds; null: never expires. */
  expires_at: number | null;
  /** A JSON object: dimension to the one value the link always filters on. */
  filters: string;
  created_by: string;
  created_at: number;
  revoked_at: number | null;
}

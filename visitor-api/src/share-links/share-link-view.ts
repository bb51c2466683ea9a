import type { ShareFilters, ShareLink } from '@pawapuri/shared/contract/types';
import type { ShareLinkRow } from './share-link-store';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const linkFilters = (row: ShareLinkRow): ShareFilters =>
  JSON.parse(row.filters) as ShareFilters;

/** A share link as owners list it: never its token or password hash. */
export function toShareLink(row: ShareLinkRow): ShareLink {
  return {
    id: row.id,
    label: row.label,
    hasPassword: row.password_hash !== null,
    expiresAt: iso(row.expires_at),
    filters: linkFilters(row),
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    revokedAt: iso(row.revoked_at),
  };
}

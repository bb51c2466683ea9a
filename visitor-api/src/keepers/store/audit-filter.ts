import type { SelectQueryBuilder } from 'kysely';
import type { Tables } from '../../common/db/tables';

/** The audit log's filters: exact actor and action, a time range (epoch ms, both ends included). */
export interface AuditFilter {
  actor?: string;
  action?: string;
  from?: number;
  to?: number;
}

export function whereAudit<O>(
  query: SelectQueryBuilder<Tables, 'keeper_audit', O>,
  filter: AuditFilter,
): SelectQueryBuilder<Tables, 'keeper_audit', O> {
  let q = query;
  if (filter.actor !== undefined) q = q.where('actor', '=', filter.actor);
  if (filter.action !== undefined) q = q.where('action', '=', filter.action);
  if (filter.from !== undefined) q = q.where('at', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('at', '<=', filter.to);
  return q;
}

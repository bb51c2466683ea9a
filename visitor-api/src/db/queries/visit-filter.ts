import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../database';
import type { Tables } from '../tables';

/** A validated search or export filter: empty fields are already dropped, dates are epoch ms. */
export interface VisitFilter {
  ipAddress?: string;
  browser?: string;
  operatingSystem?: string;
  deviceType?: string;
  country?: string;
  city?: string;
  pageVisited?: string;
  sessionId?: string;
  startTime?: number;
  endTime?: number;
}

const CONTAINS = {
  browser: 'browser',
  operatingSystem: 'operating_system',
  country: 'country',
  city: 'city',
  pageVisited: 'page_visited',
} as const;

/** LIKE pattern for "contains", with the user's own % _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The first string after every string starting with `prefix` (in byte order). */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

export function isEmptyFilter(filter: VisitFilter): boolean {
  return Object.values(filter).every((value) => value === undefined);
}

/** The WHERE conditions of a filter; every value travels as a bound parameter. */
export function filterConditions(database: Database, filter: VisitFilter) {
  return (eb: ExpressionBuilder<Tables, 'visits'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    for (const [field, column] of Object.entries(CONTAINS)) {
      const value = filter[field as keyof typeof CONTAINS];
      if (value === undefined) continue;
      const pattern = containsPattern(value);
      // ILIKE is Unicode-aware on PostgreSQL (and uses the trigram index);
      // SQLite's LIKE ignores case for ASCII letters.
      conditions.push(
        database.engine === 'postgres'
          ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`
          : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`,
      );
    }
    if (filter.deviceType !== undefined) conditions.push(eb('device_type', '=', filter.deviceType));
    if (filter.sessionId !== undefined) conditions.push(eb('session_id', '=', filter.sessionId));
    if (filter.ipAddress !== undefined) {
      // A range instead of LIKE 'x%', so the index on ip_address serves it on both engines.
      conditions.push(eb('ip_address', '>=', filter.ipAddress));
      conditions.push(eb('ip_address', '<', prefixEnd(filter.ipAddress)));
    }
    if (filter.startTime !== undefined) conditions.push(eb('visit_time', '>=', filter.startTime));
    if (filter.endTime !== undefined) conditions.push(eb('visit_time', '<=', filter.endTime));
    return eb.and(conditions);
  };
}

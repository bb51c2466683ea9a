import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../common/db/database';
import type { Tables } from '../common/db/tables';

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

const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, after: 0xe000 };

/**
 * The least string above every string that starts with `prefix`, in code
 * point order (which is UTF-8 byte order: SQLite's BINARY, PostgreSQL's
 * "C"), or undefined when no string is (the prefix is all U+10FFFF). The
 * last code point is raised by one; U+10FFFF cannot be, so trailing ones
 * are dropped and the one before is raised. Surrogates are no characters
 * and cannot be sent to the database, so U+D7FF is followed by U+E000.
 */
export function prefixEnd(prefix: string): string | undefined {
  const points = Array.from(prefix, (c) => c.codePointAt(0) ?? 0);
  while (points.at(-1) === LAST_CODE_POINT) points.pop();
  const last = points.pop();
  if (last === undefined) return undefined;
  const next = last + 1 === SURROGATES.first ? SURROGATES.after : last + 1;
  return String.fromCodePoint(...points, next);
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
      const end = prefixEnd(filter.ipAddress);
      if (end !== undefined) conditions.push(eb('ip_address', '<', end));
    }
    if (filter.startTime !== undefined) conditions.push(eb('visit_time', '>=', filter.startTime));
    if (filter.endTime !== undefined) conditions.push(eb('visit_time', '<=', filter.endTime));
    return eb.and(conditions);
  };
}

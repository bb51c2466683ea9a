import type { Kysely } from 'kysely';
import type { Tables } from './tables';

export type Engine = 'sqlite' | 'postgres';

/** What every query receives: the query builder, which engine is behind it, and the site's zone. */
export interface Database {
  db: Kysely<Tables>;
  engine: Engine;
  timeZone: string;
  /** Host names of the site's own origins: referrers from them count as Direct. */
  siteHosts: ReadonlySet<string>;
  /** PostgreSQL schema in use, when not the default one. */
  schema?: string;
}

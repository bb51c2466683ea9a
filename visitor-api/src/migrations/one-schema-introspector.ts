import {
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import type { Tables } from '../common/db/tables';

/**
 * Kysely's migrator asks whether its bookkeeping tables exist by listing every
 * column of every table of every schema the connection may use. On a
 * PostgreSQL database that other schemas share (other applications, or one
 * schema per test), that answer grows with every schema and takes seconds,
 * four times a migration. This introspector answers for one schema only: the
 * configured one, or the connection's current schema. Columns are not listed:
 * the migrator asks only for names.
 */
export class OneSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly schema: string | undefined,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`
      select nspname as name from pg_catalog.pg_namespace
      where nspname = coalesce(${this.schema ?? null}::text, current_schema())`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; isView: boolean }>`
      select c.relname as name, ns.nspname as schema, c.relkind = 'v' as "isView"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = coalesce(${this.schema ?? null}::text, current_schema())
        and c.relkind in ('r', 'v', 'p')`.execute(this.db);
    return rows.map((row) => ({ ...row, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/**
 * `db` as it is, except that its `introspection` is `introspector`: what the
 * migrator is given, since Kysely takes its introspector from the dialect.
 */
export function withIntrospector<DB>(
  db: Kysely<DB>,
  introspector: DatabaseIntrospector,
): Kysely<DB> {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspector;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

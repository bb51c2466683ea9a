import { CompiledQuery, type Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';
import type { Tables, VisitsTable } from '../../common/db/tables';

export type VisitRow = Omit<VisitsTable, 'id'>;

const COLUMNS: (keyof VisitRow)[] = [
  'visit_time',
  'local_day',
  'ip_address',
  'device_type',
  'browser',
  'operating_system',
  'country',
  'city',
  'page_visited',
  'referrer',
  'screen_resolution',
  'session_id',
  'language',
  'visit_id',
  'source',
  'is_entry',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
];

/** Row counts a batch is split into: a handful of statement shapes serve every batch size. */
const PIECES = [256, 128, 64, 32, 16, 8, 4, 2, 1];

interface Template {
  sql: string;
  /** For each parameter of the SQL, the row and column whose value goes there. */
  slots: { row: number; column: keyof VisitRow }[];
}

const templates = new Map<string, Template>();

/**
 * The multi-row INSERT … RETURNING id for `size` rows, written by Kysely once
 * per engine and size, then reused: building and compiling a 500-value query
 * through the builder on every batch cost more than SQLite's insert itself.
 * Marker values map each parameter back to its row and column, so the order
 * is whatever Kysely chose.
 */
function template(db: Kysely<Tables>, engine: Engine, size: number): Template {
  const key = `${engine}:${size}`;
  const cached = templates.get(key);
  if (cached) return cached;
  const markers = Array.from({ length: size }, (_, row) =>
    Object.fromEntries(COLUMNS.map((column, c) => [column, row * COLUMNS.length + c])),
  ) as unknown as VisitRow[];
  const compiled = db.insertInto('visits').values(markers).returning('id').compile();
  const slots = compiled.parameters.map((marker) => {
    const index = Number(marker);
    const column = COLUMNS[index % COLUMNS.length];
    if (column === undefined) throw new Error(`unexpected insert parameter ${String(marker)}`);
    return { row: Math.floor(index / COLUMNS.length), column };
  });
  const made = { sql: compiled.sql, slots };
  templates.set(key, made);
  return made;
}

/** Inserts the rows in order and returns their new ids, in the same order. */
export async function insertVisitRows(
  trx: Kysely<Tables>,
  engine: Engine,
  rows: VisitRow[],
): Promise<number[]> {
  const ids: number[] = [];
  let at = 0;
  for (const size of PIECES) {
    while (rows.length - at >= size) {
      const { sql, slots } = template(trx, engine, size);
      const parameters = slots.map(({ row, column }) => rows[at + row]?.[column]);
      const result = await trx.executeQuery<{ id: number | string }>(
        CompiledQuery.raw(sql, parameters),
      );
      // Ids of one multi-row insert are assigned in VALUES order on both engines;
      // RETURNING's row order is not promised, so sort rather than trust it.
      ids.push(...result.rows.map((r) => Number(r.id)).sort((a, b) => a - b));
      at += size;
    }
  }
  return ids;
}

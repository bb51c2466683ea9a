import { sql, type RawBuilder } from 'kysely';
import type { DashboardDimension, DashboardFilters } from '@pawapuri/shared/contract/types';
import type { Engine } from '../../common/db/database';
import { UNKNOWN_KEY } from '../../common/dimensions/dimension-keys';

const COLUMNS: Record<DashboardDimension, string> = {
  page: 'page_visited',
  entry: 'page_visited',
  source: 'source',
  country: 'country',
  city: 'city',
  browser: 'browser',
  os: 'operating_system',
  device: 'device_type',
  language: 'language',
  screen: 'screen_resolution',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmContent: 'utm_content',
  utmTerm: 'utm_term',
};

/** Dimensions whose stored value is the key as it is (never blank). */
const AS_STORED = new Set<DashboardDimension>(['page', 'entry', 'source']);

const unknownIfBlank = (value: RawBuilder<string>) =>
  sql<string>`(case when ${value} = '' then ${UNKNOWN_KEY} else ${value} end)`;

/** The language tag's primary subtag in lower case, as `languageKey` makes it. */
function primarySubtag(engine: Engine): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`lower(split_part(language, '-', 1))`
    : sql<string>`lower(case when instr(language, '-') > 0
        then substr(language, 1, instr(language, '-') - 1) else language end)`;
}

/** A visit row's key in one dimension, in SQL: the same key the rollups store. */
export function keyOf(dimension: DashboardDimension, engine: Engine): RawBuilder<string> {
  if (dimension === 'language') return unknownIfBlank(primarySubtag(engine));
  const column = sql.ref<string>(COLUMNS[dimension]);
  return AS_STORED.has(dimension) ? column : unknownIfBlank(column);
}

/** Only entry visits count in the entry breakdown (and match an entry filter). */
export const entriesOnly = (dimension: DashboardDimension) =>
  dimension === 'entry' ? sql`is_entry = 1` : sql`1 = 1`;

/**
 * A filter column as compared. SQLite keeps no statistics here, so it takes an
 * equality on any indexed column as selective and would read every visit of a
 * common country through its index rather than the range's days: the unary
 * plus (a no-op) keeps that index out. The source index leads with the day
 * range's companion (source, local_day), so it stays usable.
 */
function filterColumn(dimension: DashboardDimension, engine: Engine): RawBuilder<string> {
  const column = sql.ref<string>(COLUMNS[dimension]);
  return engine === 'sqlite' && dimension !== 'source' ? sql<string>`+${column}` : column;
}

/**
 * The filters as one SQL condition (all must hold). Plain columns compare as
 * stored; 'Unknown' also matches a blank value.
 */
export function filterCondition(filters: DashboardFilters, engine: Engine): RawBuilder<boolean> {
  const conditions = Object.entries(filters).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const dimension = name as DashboardDimension;
    const match =
      dimension === 'language' || (value === UNKNOWN_KEY && !AS_STORED.has(dimension))
        ? sql`${keyOf(dimension, engine)} = ${value}`
        : sql`${filterColumn(dimension, engine)} = ${value}`;
    return dimension === 'entry' ? [sql`is_entry = 1`, match] : [match];
  });
  return conditions.length === 0
    ? sql<boolean>`1 = 1`
    : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** Byte order on PostgreSQL too, so ties sort as on SQLite. */
export const byteOrder = (engine: Engine) => (engine === 'postgres' ? sql`collate "C"` : sql``);

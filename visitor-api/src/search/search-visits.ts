import type { Page, SortField, VisitorRecord } from '@pawapuri/shared/contract/types';
import type { Database } from '../common/db/database';
import { RECORD_COLUMNS, toVisitorRecord } from '../common/db/visit-rows';
import { filterConditions, isEmptyFilter, type VisitFilter } from './visit-filter';
import { getCounter } from '../statistics/get-counter';

export interface SearchQuery {
  filter: VisitFilter;
  page: number;
  size: number;
  sortBy: SortField;
  sortDirection: 'ASC' | 'DESC';
}

const SORT_COLUMNS = {
  id: 'id',
  visitTime: 'visit_time',
  ipAddress: 'ip_address',
  browser: 'browser',
  operatingSystem: 'operating_system',
  country: 'country',
  pageVisited: 'page_visited',
} as const;

async function countMatches(database: Database, filter: VisitFilter): Promise<number> {
  // Unfiltered, the running counter answers without counting a million rows.
  if (isEmptyFilter(filter)) return getCounter(database, 'stored');
  const row = await database.db
    .selectFrom('visits')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(filterConditions(database, filter))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One page of visits; ties on the sort column are broken by id so pages never overlap. */
export async function searchVisits(
  database: Database,
  query: SearchQuery,
): Promise<Page<VisitorRecord>> {
  const direction = query.sortDirection === 'ASC' ? 'asc' : 'desc';
  const [rows, totalElements] = await Promise.all([
    database.db
      .selectFrom('visits')
      .select(RECORD_COLUMNS)
      .where(filterConditions(database, query.filter))
      .orderBy(SORT_COLUMNS[query.sortBy], direction)
      .orderBy('id', direction)
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    countMatches(database, query.filter),
  ]);
  return {
    content: rows.map(toVisitorRecord),
    number: query.page,
    size: query.size,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
  };
}

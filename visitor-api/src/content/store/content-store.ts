import type { Database } from '../../common/db/database';
import { findItem, insertDraft, listItems, listPublished, updateDraft } from './item-queries';
import {
  contentVersion,
  donationChangedAt,
  findRevision,
  listRevisions,
  recordRevision,
} from './revision-queries';
import {
  findPayeeChange,
  findPendingPayee,
  insertPayeeChange,
  settlePayeeChange,
} from './payee-change-queries';

type Bound<F> = F extends (database: Database, ...rest: infer A) => infer R
  ? (...rest: A) => R
  : never;

const QUERIES = {
  contentVersion,
  donationChangedAt,
  findItem,
  findPayeeChange,
  findPendingPayee,
  findRevision,
  insertPayeeChange,
  insertDraft,
  listItems,
  listPublished,
  listRevisions,
  recordRevision,
  settlePayeeChange,
  updateDraft,
};

/** The content tables' queries, each bound to one store. */
export type ContentStore = { [K in keyof typeof QUERIES]: Bound<(typeof QUERIES)[K]> };

export function createContentStore(database: Database): ContentStore {
  const bound = Object.entries(QUERIES).map(([name, query]) => [
    name,
    (...args: unknown[]) =>
      (query as (db: Database, ...rest: unknown[]) => unknown)(database, ...args),
  ]);
  return Object.fromEntries(bound) as ContentStore;
}

import type { Selectable } from 'kysely';
import type { KeeperAccountsTable } from '../../common/db/tables';

export type AccountRow = Selectable<KeeperAccountsTable>;

/** Every column of an account, as the queries select it. */
export const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'display_name',
  'password_hash',
  'role',
  'created_at',
  'disabled_at',
  'owner_since',
] as const;

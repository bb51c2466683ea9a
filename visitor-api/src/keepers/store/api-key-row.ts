/** An API key as listed, with the display name of the owner who created it. */
export interface ApiKeyRow {
  id: number;
  name: string;
  role: string;
  created_at: number;
  created_by_name: string;
  last_used_at: number | null;
  revoked_at: number | null;
}

export const API_KEY_COLUMNS = [
  'keeper_api_keys.id as id',
  'keeper_api_keys.name as name',
  'keeper_api_keys.role as role',
  'keeper_api_keys.created_at as created_at',
  'keeper_accounts.display_name as created_by_name',
  'keeper_api_keys.last_used_at as last_used_at',
  'keeper_api_keys.revoked_at as revoked_at',
] as const;

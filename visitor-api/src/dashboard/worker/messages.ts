import type { DashboardRequest, DashboardView } from '@pawapuri/shared/contract/types';
import type { DashboardOptions } from '../store/get-dashboard';

/**
 * What the worker needs to open its own connection: read-only to the SQLite
 * file, or a small pool of its own to PostgreSQL (`postgres`).
 */
export interface WorkerSetup {
  databasePath: string;
  postgres?: { url: string; schema?: string; statementMs: number; lockMs: number };
  timeZone: string;
  siteHosts: string[];
  sqliteBusyMs: number;
}

export interface ReadRequest {
  id: number;
  query: DashboardRequest;
  options: DashboardOptions;
}

export type ReadAnswer =
  | { id: number; view: DashboardView }
  | { id: number; error: { message: string; statusCode?: number; field?: string } };

/** Sent when the worker's visit index has finished a load: how many visits it holds. */
export interface IndexLoaded {
  indexRows: number;
}

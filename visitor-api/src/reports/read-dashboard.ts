import type { DashboardRequest, DashboardView } from '@pawapuri/shared/contract/types';

/** Reads one dashboard view; `breakdownRows` caps each breakdown (largest first). */
export type ReadDashboard = (
  query: DashboardRequest,
  options: { breakdownRows: number },
) => Promise<DashboardView>;

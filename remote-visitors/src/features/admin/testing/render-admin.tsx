import { screen } from '@testing-library/react';
import type { KeeperRole, VisitorApi } from '@pawapuri/shared';
import { AdminPage } from '../components/admin-page';
import { fakeKeeperApi, renderPage } from '../../../keeper/testing/keeper-fixtures';

/** The admin page as a signed-in keeper of `role` (an owner unless told) sees it, once it knows who they are. */
export async function renderAdmin(api: VisitorApi, role: KeeperRole = 'owner') {
  const keepers = fakeKeeperApi(role);
  const rendered = renderPage(<AdminPage api={api} keepers={keepers} />, '/admin');
  await screen.findByRole('region', { name: 'Signed-in keeper' });
  return { ...rendered, keepers };
}

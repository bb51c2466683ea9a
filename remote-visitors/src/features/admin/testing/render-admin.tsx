import { screen } from '@testing-library/react';
import type { KeeperRole, VisitorApi } from '@pawapuri/shared';
import { AdminPage } from '../components/admin-page';
import { fakeKeeperApi, renderPage } from '../../../keeper/testing/keeper-fixtures';
import { fakeContentApi } from '../../../keeper/testing/fake-content-api';

/** The admin page as a signed-in keeper of `role` (an owner unless told) sees it, once it knows who they are. */
export async function renderAdmin(api: VisitorApi, role: KeeperRole = 'owner') {
  const keepers = fakeKeeperApi(role);
  // The donation banner asks the content API: a fake one, so it takes none of the visit calls' answers.
  const content = fakeContentApi();
  const rendered = renderPage(
    <AdminPage api={api} keepers={keepers} content={content} />,
    '/admin',
  );
  await screen.findByRole('region', { name: 'Signed-in keeper' });
  return { ...rendered, keepers };
}

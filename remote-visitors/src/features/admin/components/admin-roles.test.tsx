import { screen } from '@testing-library/react';
import { AdminPage } from './admin-page';
import { fakeApi } from '../testing/visitor-fixtures';
import { fakeKeeperApi, renderPage } from '../../../keeper/testing/keeper-fixtures';
import { renderAdmin } from '../testing/render-admin';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();

test('an owner sees the table, the exports and the way to the keeper accounts', async () => {
  await renderAdmin(fakeApi(), 'owner');
  expect(screen.getByRole('region', { name: 'Signed-in keeper' })).toHaveTextContent(
    'Signed in as Mira Jain Owner',
  );
  expect(await screen.findByRole('table')).toBeVisible();
  expect(screen.getByRole('button', { name: 'CSV' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Keeper accounts' })).toHaveAttribute(
    'href',
    '/admin/keepers',
  );
});

test('an analyst searches and exports, but sees no account management', async () => {
  const api = fakeApi();
  await renderAdmin(api, 'analyst');
  expect(screen.getByRole('region', { name: 'Signed-in keeper' })).toHaveTextContent('Analyst');
  expect(await screen.findByRole('table')).toBeVisible();
  expect(screen.getByRole('button', { name: 'PDF' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Keeper accounts' })).not.toBeInTheDocument();
  expect(api.search).toHaveBeenCalled();
});

test('an editor is not shown the visitor table, and nothing is searched', async () => {
  const api = fakeApi();
  await renderAdmin(api, 'editor');
  expect(screen.getByText('The editor role does not include the visitor table.')).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'CSV' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Keeper accounts' })).not.toBeInTheDocument();
  expect(api.search).not.toHaveBeenCalled();
});

test('nobody signed in: the sign-in form, under the page heading, and no search', async () => {
  const api = fakeApi();
  renderPage(<AdminPage api={api} keepers={fakeKeeperApi(null)} />, '/admin');
  expect(screen.getByRole('heading', { level: 1, name: 'Visitor Admin Dashboard' })).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(api.search).not.toHaveBeenCalled();
});

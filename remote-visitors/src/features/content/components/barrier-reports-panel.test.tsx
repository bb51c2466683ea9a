/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { BarrierReportsPanel } from './barrier-reports-panel';
import { renderPage } from '../../../keeper/testing/keeper-fixtures';
import { wiredKeeperApi } from '../../../keeper/testing/wired-keeper-api';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();
const network = setupTestNetwork();

const REPORT = {
  id: 3,
  page: '/donate',
  description: 'The QR code has no text.',
  contact: 'asha@example.org',
  language: 'hi',
  reportedAt: '2026-11-22T06:30:00.000Z',
};

test('lists the visitors’ barrier reports with the page, the words and the contact', async () => {
  const { api, calls } = wiredKeeperApi(network, {
    '/barrier-reports': {
      status: 200,
      json: { reports: [REPORT, { ...REPORT, id: 2, contact: '', language: 'en' }] },
    },
  });
  renderPage(<BarrierReportsPanel api={api} />, '/admin/content');
  const list = await screen.findByRole('list', { name: 'Barrier reports' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('/donate');
  expect(first).toHaveTextContent('(Hindi)');
  expect(first).toHaveTextContent('The QR code has no text.');
  expect(first).toHaveTextContent('Answer to: asha@example.org');
  expect(second).toHaveTextContent('No contact given.');
  expect(calls()).toEqual([
    { call: 'GET /api/keepers/barrier-reports', body: undefined, credentials: 'include' },
  ]);
});

test('a failed load says so and offers to try again', async () => {
  const { api } = wiredKeeperApi(network, { '/barrier-reports': { status: 500, json: {} } });
  renderPage(<BarrierReportsPanel api={api} />, '/admin/content');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the barrier reports.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

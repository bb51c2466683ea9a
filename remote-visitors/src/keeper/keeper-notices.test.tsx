/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeeperNotices as Notices, PendingPayee } from '@pawapuri/shared';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { KeeperNotices } from './keeper-notices';
import { renderPage } from './testing/keeper-fixtures';
import { wiredKeeperApi } from './testing/wired-keeper-api';
import { quietConsoleErrors } from '../test-utils';

quietConsoleErrors();
const network = setupTestNetwork();

const PENDING: PendingPayee = {
  id: 7,
  payee: { payeeName: 'Shri Pawapuri Tirth Trust', upiId: 'pawapuritrust@sbi' },
  previous: { payeeName: 'Sample payee', upiId: 'sample@example.invalid' },
  askedBy: 'asker@example.in',
  askedAt: '2026-11-22T06:30:00.000Z',
  dueAt: '2026-11-23T06:30:00.000Z',
  mayApprove: true,
  approveRefusal: null,
  mayCancel: true,
};
const notices = (pendingPayee: PendingPayee | null, newOwners: Notices['newOwners'] = []) => ({
  status: 200,
  json: { pendingPayee, newOwners } satisfies Notices,
});
const NOTHING = notices(null);

function show(answers: Parameters<typeof wiredKeeperApi>[1]) {
  const wired = wiredKeeperApi(network, answers);
  renderPage(<KeeperNotices api={wired.api} />, '/admin');
  return wired;
}

test('every keeper sees the waiting payee: the new one, the old one, who asked and when it shows', async () => {
  show({ '/notices': notices({ ...PENDING, mayApprove: false, mayCancel: false }) });
  const region = await screen.findByRole('region', { name: 'A new payee waits' });
  expect(region).toHaveTextContent(
    'asker@example.in asked on 22 Nov 2026, 12:00 pm that donations go to Shri Pawapuri Tirth Trust (pawapuritrust@sbi) instead of Sample payee (sample@example.invalid).',
  );
  expect(region).toHaveTextContent('Pilgrims see it from 23 Nov 2026, 12:00 pm');
  // Not an owner: nothing to press.
  expect(within(region).queryByRole('button')).not.toBeInTheDocument();
});

test('with nothing published before, the old payee reads as the sample', async () => {
  show({ '/notices': notices({ ...PENDING, previous: null }) });
  expect(await screen.findByRole('region', { name: 'A new payee waits' })).toHaveTextContent(
    'instead of the sample (no payee)',
  );
});

test('an owner who may approve sends their password, and then reads that it is published', async () => {
  const wired = show({
    '/notices': [notices(PENDING), NOTHING],
    '/payee-changes/7/approve': {
      status: 200,
      json: { id: 7, state: 'published', revision: 3 },
    },
  });
  const region = await screen.findByRole('region', { name: 'A new payee waits' });
  await userEvent.type(
    within(region).getByLabelText('Your password, to approve it'),
    'correct horse battery staple',
  );
  await userEvent.click(within(region).getByRole('button', { name: 'Approve: publish it now' }));
  expect(await screen.findByText('Approved: pilgrims now see the new payee.')).toBeVisible();
  expect(screen.queryByRole('region', { name: 'A new payee waits' })).not.toBeInTheDocument();
  expect(wired.calls()).toContainEqual({
    call: 'POST /api/keepers/payee-changes/7/approve',
    body: { password: 'correct horse battery staple' },
    credentials: 'include',
  });
});

test('a wrong password is said at the password field, and the change still waits', async () => {
  show({
    '/notices': notices(PENDING),
    '/payee-changes/7/approve': {
      status: 403,
      json: {
        statusCode: 403,
        message: 'Approving a new payee: your password is wrong',
        field: 'password',
      },
    },
  });
  const region = await screen.findByRole('region', { name: 'A new payee waits' });
  const field = within(region).getByLabelText('Your password, to approve it');
  await userEvent.type(field, 'not the right one at all');
  await userEvent.click(within(region).getByRole('button', { name: 'Approve: publish it now' }));
  expect(
    await within(region).findByText('Approving a new payee: your password is wrong'),
  ).toBeVisible();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('region', { name: 'A new payee waits' })).toBeVisible();
});

test('the owner who asked reads why they may not approve, and may cancel it', async () => {
  const refusal = 'You asked for this change: another owner must approve it, or it waits';
  const wired = show({
    '/notices': [notices({ ...PENDING, mayApprove: false, approveRefusal: refusal }), NOTHING],
    '/payee-changes/7/cancel': {
      status: 200,
      json: { id: 7, state: 'cancelled', revision: null },
    },
  });
  const region = await screen.findByRole('region', { name: 'A new payee waits' });
  expect(within(region).getByText(refusal)).toBeVisible();
  expect(within(region).queryByLabelText('Your password, to approve it')).not.toBeInTheDocument();
  await userEvent.click(within(region).getByRole('button', { name: 'Cancel this change' }));
  expect(
    await screen.findByText('Cancelled: pilgrims keep seeing the payee they saw.'),
  ).toBeVisible();
  expect(wired.calls()).toContainEqual({
    call: 'POST /api/keepers/payee-changes/7/cancel',
    body: {},
    credentials: 'include',
  });
});

test('an owner made this week is announced to every keeper', async () => {
  show({
    '/notices': notices(null, [
      { email: 'new-owner@example.in', since: '2026-11-21T04:30:00.000Z' },
    ]),
  });
  expect(
    await screen.findByText(
      'new-owner@example.in became an owner on 21 Nov 2026, 10:00 am. If you did not expect this, look at the accounts and the audit log.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('region', { name: 'A new payee waits' })).not.toBeInTheDocument();
});

test('in Hindi, the waiting payee in the keeper’s language', async () => {
  const wired = wiredKeeperApi(network, { '/notices': notices(PENDING) });
  renderPage(<KeeperNotices api={wired.api} />, '/admin', 'hi');
  expect(
    await screen.findByRole('region', { name: 'नया प्राप्तकर्ता प्रतीक्षा में' }),
  ).toHaveTextContent('दान का नया प्राप्तकर्ता प्रतीक्षा में है');
});

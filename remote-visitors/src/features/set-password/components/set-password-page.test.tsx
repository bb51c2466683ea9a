/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SetPasswordPage } from './set-password-page';
import { renderPage } from '../../../keeper/testing/keeper-fixtures';
import { wiredKeeperApi } from '../../../keeper/testing/wired-keeper-api';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { contentWithoutDonationChange } from '../../../keeper/testing/keeper-network';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();
const network = setupTestNetwork(...contentWithoutDonationChange());

const TOKEN = 'A'.repeat(43);
const PASSPHRASE = 'river lotus lamp morning';

/** Opens the page at `address` in the browser's own address bar, as a link would. */
function open(address: string, answers: Parameters<typeof wiredKeeperApi>[1] = {}) {
  window.history.replaceState(null, '', address);
  const wired = wiredKeeperApi(network, answers);
  renderPage(<SetPasswordPage api={wired.api} />, '/admin/set-password');
  return wired;
}

test('the token is read from the link and taken out of the address bar', async () => {
  const { calls } = open(`/admin/set-password#token=${TOKEN}`, {
    '/set-password': { status: 200, json: { email: 'mira@example.org' } },
  });
  const field = await screen.findByLabelText('New password');
  expect(window.location.href).toBe('http://localhost/admin/set-password');
  expect(window.location.hash).toBe('');
  expect(field).toHaveAttribute('autocomplete', 'new-password');
  await userEvent.type(field, PASSPHRASE);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

  expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeVisible();
  expect(screen.getByText('mira@example.org')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/admin');
  const posts = calls().filter((each) => each.call.startsWith('POST'));
  expect(posts).toEqual([
    {
      call: 'POST /api/keepers/set-password',
      body: { token: TOKEN, password: PASSPHRASE },
      credentials: 'include',
    },
  ]);
});

test('a token in the query is taken out too, and the rest of the address stays', () => {
  open(`/admin/set-password?token=${TOKEN}&lang=en`);
  expect(window.location.search).toBe('?lang=en');
});

test('fewer than 15 characters is refused at the field, before anything is sent', async () => {
  const { calls } = open(`/admin/set-password#token=${TOKEN}`);
  const field = await screen.findByLabelText('New password');
  // 14 characters, one of them outside the BMP (two UTF-16 units, one character).
  await userEvent.type(field, 'lotus lamp 🪔ab');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Use at least 15 characters');
  expect(calls().filter((each) => each.call.startsWith('POST'))).toEqual([]);
});

test("the API's refusal of a common password is shown at the field", async () => {
  const refusal = 'password is on the list of common passwords: choose another';
  open(`/admin/set-password#token=${TOKEN}`, {
    '/set-password': {
      status: 400,
      json: { statusCode: 400, error: 'Bad Request', message: refusal, field: 'password' },
    },
  });
  const field = await screen.findByLabelText('New password');
  await userEvent.type(field, 'passwordpassword');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal));
});

test('a spent link says so for the whole form', async () => {
  const spent = 'This link has expired or was already used: ask an owner for a new one';
  open(`/admin/set-password#token=${TOKEN}`, {
    '/set-password': {
      status: 400,
      json: { statusCode: 400, error: 'Bad Request', message: spent, field: 'token' },
    },
  });
  await userEvent.type(await screen.findByLabelText('New password'), PASSPHRASE);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(spent);
});

test('an address without a token says what to do, with no form', async () => {
  open('/admin/set-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('This link has no token');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('an older link to the combined site, where keepers may not act: the same link on the standalone remote', async () => {
  const { calls } = open(`/admin/set-password#token=${TOKEN}`, {
    '/status': {
      status: 200,
      json: {
        accountsExist: true,
        standaloneOnly: true,
        keeperSiteUrl: 'http://localhost:3003',
        fromKeeperOrigin: false,
      },
    },
  });
  expect(
    await screen.findByRole('link', { name: 'Open this page on localhost:3003' }),
  ).toHaveAttribute('href', `http://localhost:3003/admin/set-password#token=${TOKEN}`);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(calls().map((each) => each.call)).toEqual(['GET /api/keepers/status']);
});

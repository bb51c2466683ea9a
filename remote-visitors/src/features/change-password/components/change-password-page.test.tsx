/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordPage } from './change-password-page';
import { ACCOUNT, KEEPER_STATUS, renderPage } from '../../../keeper/testing/keeper-fixtures';
import { wiredKeeperApi, type Answer } from '../../../keeper/testing/wired-keeper-api';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { contentWithoutDonationChange } from '../../../keeper/testing/keeper-network';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();
const network = setupTestNetwork(...contentWithoutDonationChange());

const ME = { status: 200, json: { keeper: { ...ACCOUNT, role: 'editor' }, via: 'session' } };
const NOBODY = { status: 401, json: { statusCode: 401, message: 'Not signed in' } };
const STATUS = { status: 200, json: KEEPER_STATUS };
const CURRENT = 'correct horse battery staple';
const NEXT = 'lotus pond at the evening aarti';

function open(answers: Record<string, Answer | Answer[]>) {
  const wired = wiredKeeperApi(network, { '/status': STATUS, ...answers });
  renderPage(<ChangePasswordPage api={wired.api} />, '/admin/password');
  return wired;
}

async function fill(current: string, next: string) {
  if (current) await userEvent.type(await screen.findByLabelText('Current password'), current);
  if (next) await userEvent.type(await screen.findByLabelText('New password'), next);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

const refusal = (status: number, message: string, field: string): Answer => ({
  status,
  json: { statusCode: status, error: 'Bad Request', message, field },
});

test('the current and the new password go out; then every session has ended and sign-in is offered', async () => {
  const { calls } = open({ '/me': [ME, NOBODY], '/password': { status: 204 } });
  const current = await screen.findByLabelText('Current password');
  expect(current).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    expect.stringContaining('At least 15 characters'),
  );
  // The page it is on is not offered again in the bar.
  expect(screen.queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
  await fill(CURRENT, NEXT);

  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(screen.getByText(/Your password is changed/)).toHaveAttribute('role', 'status');
  expect(calls().find((each) => each.call === 'POST /api/keepers/password')).toEqual({
    call: 'POST /api/keepers/password',
    body: { currentPassword: CURRENT, newPassword: NEXT },
    credentials: 'include',
  });
  expect(localStorage.length + sessionStorage.length).toBe(0);
});

test('a wrong current password is named at that field', async () => {
  open({
    '/me': ME,
    '/password': refusal(400, 'The current password is wrong', 'currentPassword'),
  });
  await fill('not my password', NEXT);
  const current = screen.getByLabelText('Current password');
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
  expect(current).toHaveAttribute('aria-invalid', 'true');
  expect(current).toHaveAccessibleDescription('The current password is wrong');
  expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
});

test("the API's refusal of a common new password is named at the new password", async () => {
  const message = 'newPassword is on the list of common passwords: choose another';
  open({ '/me': ME, '/password': refusal(400, message, 'newPassword') });
  await fill(CURRENT, 'passwordpassword');
  const next = screen.getByLabelText('New password');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(next).toHaveAttribute('aria-invalid', 'true');
});

test('a 429 says when to try again, at the current password', async () => {
  const wait =
    'Too many wrong passwords for this account from your address: try again in 4 seconds (at 10:32:04 UTC)';
  open({ '/me': ME, '/password': refusal(429, wait, 'currentPassword') });
  await fill(CURRENT, NEXT);
  expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(wait);
});

test('empty, short or unchanged: said at the field, and nothing is sent', async () => {
  const { calls } = open({ '/me': ME });
  await fill('', NEXT);
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
    'Enter your current password.',
  );
  await userEvent.clear(screen.getByLabelText('New password'));
  await fill(CURRENT, 'short one');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    expect.stringContaining('Use at least 15 characters'),
  );
  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.clear(screen.getByLabelText('Current password'));
  await fill(CURRENT, CURRENT);
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    expect.stringContaining('other than the current one'),
  );
  expect(calls().some((each) => each.call.endsWith('/password'))).toBe(false);
});

test('a script key has no password to change: no form', async () => {
  open({ '/me': { status: 200, json: { keeper: ACCOUNT, via: 'api-key' } } });
  expect(await screen.findByText(/Only a keeper signed in with their own account/)).toBeVisible();
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeeperGate } from './keeper-gate';
import { ACCOUNT, KEEPER_STATUS, renderPage } from './testing/keeper-fixtures';
import { wiredKeeperApi } from './testing/wired-keeper-api';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { contentWithoutDonationChange } from './testing/keeper-network';
import { quietConsoleErrors } from '../test-utils';

quietConsoleErrors();
const network = setupTestNetwork(...contentWithoutDonationChange());

const NOBODY = {
  status: 401,
  json: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in' },
};
const ME = { status: 200, json: { keeper: ACCOUNT, via: 'session' } };
const SOME_ACCOUNTS = { status: 200, json: KEEPER_STATUS };

function gate(answers: Parameters<typeof wiredKeeperApi>[1]) {
  const wired = wiredKeeperApi(network, answers);
  renderPage(<KeeperGate api={wired.api}>{() => <p>The keeper page</p>}</KeeperGate>);
  return wired;
}

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('signs in with the cookie, keeps nothing in web storage, then shows who is signed in', async () => {
  const { calls } = gate({
    '/me': [NOBODY, ME],
    '/status': SOME_ACCOUNTS,
    '/sign-in': ME,
  });
  const email = await screen.findByLabelText('Email address');
  expect(email).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  await signIn(' mira@example.org ', 'a long enough passphrase');

  expect(await screen.findByText('The keeper page')).toBeInTheDocument();
  const bar = screen.getByRole('region', { name: 'Signed-in keeper' });
  expect(bar).toHaveTextContent('Signed in as Mira Jain Owner');
  const signInCall = calls().find((each) => each.call === 'POST /api/keepers/sign-in');
  expect(signInCall).toEqual({
    call: 'POST /api/keepers/sign-in',
    body: { email: 'mira@example.org', password: 'a long enough passphrase' },
    credentials: 'include',
  });
  // Every call but the public status carries the cookie.
  const withCookie = calls().filter((each) => each.call !== 'GET /api/keepers/status');
  expect(withCookie.every((each) => each.credentials === 'include')).toBe(true);
  expect(calls().find((each) => each.call === 'GET /api/keepers/status')).toMatchObject({
    credentials: 'omit',
  });
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
});

test('a wrong password or an unknown email gets the same words, at the password field', async () => {
  gate({
    '/me': NOBODY,
    '/status': SOME_ACCOUNTS,
    '/sign-in': {
      status: 401,
      json: { statusCode: 401, error: 'Unauthorized', message: 'anything', field: 'password' },
    },
  });
  await signIn('nobody@example.org', 'not the password at all');
  const password = screen.getByLabelText('Password');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The email address or the password is wrong.',
  );
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription('The email address or the password is wrong.');
  expect(screen.queryByText('The keeper page')).not.toBeInTheDocument();
});

test("429: the API's message says when to try again, at the password field", async () => {
  const wait =
    'Too many wrong passwords for this email from your address: try again in 2 minutes (at 10:32:00 UTC)';
  gate({
    '/me': NOBODY,
    '/status': SOME_ACCOUNTS,
    '/sign-in': {
      status: 429,
      json: { statusCode: 429, error: 'Too Many Requests', message: wait, field: 'password' },
    },
  });
  await signIn('mira@example.org', 'a long enough passphrase');
  expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(wait);
});

test('a fresh site says how to create the first owner', async () => {
  gate({
    '/me': NOBODY,
    '/status': { status: 200, json: { ...KEEPER_STATUS, accountsExist: false } },
  });
  expect(
    await screen.findByRole('heading', { name: 'No keeper account exists yet' }),
  ).toBeVisible();
  expect(
    screen.getByText('npm run keeper -w visitor-api -- add <email> --role owner'),
  ).toBeVisible();
});

test('no first-owner hint once accounts exist', async () => {
  const { calls } = gate({ '/me': NOBODY, '/status': SOME_ACCOUNTS });
  await screen.findByLabelText('Email address');
  await waitFor(() => expect(calls().some((each) => each.call.endsWith('/status'))).toBe(true));
  // Let the answer land before looking.
  await act(() => Promise.resolve());
  expect(screen.queryByText(/No keeper account exists yet/)).not.toBeInTheDocument();
});

test('Show password reveals it and Hide masks it again', async () => {
  gate({ '/me': NOBODY, '/status': SOME_ACCOUNTS });
  const password = await screen.findByLabelText('Password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(toggle);
  expect(password).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveAccessibleName('Hide password');
  await userEvent.click(toggle);
  expect(password).toHaveAttribute('type', 'password');
});

test('empty fields are named at the field, and nothing is sent', async () => {
  const { calls } = gate({ '/me': NOBODY, '/status': SOME_ACCOUNTS });
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
    'Enter your email address.',
  );
  expect(calls().some((each) => each.call.endsWith('/sign-in'))).toBe(false);
});

test('Sign out ends the session and shows the sign-in form again', async () => {
  const { calls } = gate({
    '/me': [ME, NOBODY],
    '/status': SOME_ACCOUNTS,
    '/sign-out': { status: 204 },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(calls().map((each) => each.call)).toContain('POST /api/keepers/sign-out');
});

test('Sign out everywhere asks the API to end every session', async () => {
  const { calls } = gate({
    '/me': [ME, NOBODY],
    '/status': SOME_ACCOUNTS,
    '/sign-out-everywhere': { status: 204 },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(calls().map((each) => each.call)).toContain('POST /api/keepers/sign-out-everywhere');
});

test('an API that does not answer: a message and Try again', async () => {
  const { calls } = gate({ '/me': { status: 500, json: { message: 'boom' } } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the visitor API');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(calls().filter((each) => each.call.endsWith('/me'))).toHaveLength(2);
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeeperGate } from './keeper-gate';
import { ACCOUNT, KEEPER_STATUS, renderPage } from './testing/keeper-fixtures';
import { wiredKeeperApi } from './testing/wired-keeper-api';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { setSiteSettings, type LanguageCode, type SiteSettings } from '@pawapuri/shared';
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

function gate(answers: Parameters<typeof wiredKeeperApi>[1], language: LanguageCode = 'en') {
  const wired = wiredKeeperApi(network, answers);
  renderPage(
    <KeeperGate api={wired.api}>{() => <p>The keeper page</p>}</KeeperGate>,
    '/',
    language,
  );
  return wired;
}

afterEach(() => setSiteSettings(undefined));

test('links to the privacy notice on the public site, which says what signing in keeps', async () => {
  setSiteSettings({ apiUrl: '', publicBaseUrl: 'https://pawapuri.example' });
  gate({ '/me': NOBODY, '/status': SOME_ACCOUNTS });
  const link = await screen.findByRole('link', { name: 'The privacy notice' });
  expect(link).toHaveAttribute('href', 'https://pawapuri.example/privacy');
  expect(link.parentElement).toHaveTextContent(/records your email address and the network/);
});

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

describe('a sign-in that did not take says why, and where to go', () => {
  /** The page's own origin in these tests (jsdom's). */
  const HERE = window.location.origin;
  const withSettings = (settings: SiteSettings) => setSiteSettings(settings);
  /** The API accepts the password, but the next /me finds no session: the cookie was dropped. */
  const DROPPED = { '/me': NOBODY, '/status': SOME_ACCOUNTS, '/sign-in': ME };

  test('opened at another address than the site’s: names it, and the form stays', async () => {
    withSettings({ apiUrl: '', publicBaseUrl: 'https://pawapuri.example' });
    gate(DROPPED);
    await signIn('mira@example.org', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The password was right, but this browser did not keep the sign-in: this page is open at ${HERE}, an address the keeper pages do not keep a session on. Open https://pawapuri.example/ and sign in there.`,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByText('The keeper page')).not.toBeInTheDocument();
  });

  test('the same in Hindi', async () => {
    withSettings({ apiUrl: '', publicBaseUrl: 'https://pawapuri.example' });
    gate(DROPPED, 'hi');
    await signIn('mira@example.org', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `पासवर्ड सही था, पर इस ब्राउज़र ने साइन-इन नहीं रखा: यह पेज ${HERE} पर खुला है, जिस पते पर संचालक पेज साइन-इन नहीं रखते। https://pawapuri.example/ खोलें और वहाँ साइन इन करें।`,
    );
  });

  test('the API called on another host name than the page’s: this page on the API’s host name', async () => {
    const host = new URL(HERE).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    withSettings({ apiUrl: `http://${host}:8080` });
    gate(DROPPED);
    await signIn('mira@example.org', 'a long enough passphrase');
    const there = new URL(HERE);
    there.hostname = host;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Open ${there.origin}/ and sign in there.`,
    );
  });

  test('at the right address: the browser kept no cookie, so it says to allow them', async () => {
    withSettings({ apiUrl: '', publicBaseUrl: HERE });
    gate(DROPPED);
    await signIn('mira@example.org', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The password was right, but this browser did not keep the sign-in. Allow cookies for ${HERE} (private windows and some settings block them), then sign in again.`,
    );
  });

  test('refused as an address keepers may not act from (403): where they may', async () => {
    withSettings({ apiUrl: '', publicBaseUrl: 'https://pawapuri.example' });
    gate({
      '/me': NOBODY,
      '/status': SOME_ACCOUNTS,
      '/sign-in': {
        status: 403,
        json: { statusCode: 403, error: 'Forbidden', message: 'not from here', field: 'origin' },
      },
    });
    await signIn('mira@example.org', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Keepers cannot sign in at ${HERE}. Open https://pawapuri.example/ and sign in there.`,
    );
  });
});

describe('too many attempts and a busy API say how long to wait', () => {
  const answering = (status: 429 | 503, retryAfter?: string) => ({
    '/me': NOBODY,
    '/status': SOME_ACCOUNTS,
    '/sign-in': {
      status,
      json: {
        statusCode: status,
        error: 'Too busy',
        message: 'the API’s words',
        field: 'password',
      },
      headers: (retryAfter === undefined ? {} : { 'Retry-After': retryAfter }) as Record<
        string,
        string
      >,
    },
  });

  test('429 with Retry-After: the wait, at the password field', async () => {
    gate(answering(429, '120'));
    await signIn('mira@example.org', 'a long enough passphrase');
    const wait = 'Too many sign-in attempts. Wait 2 minutes, then try again.';
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(wait);
  });

  test('429 in Hindi, with a wait in seconds', async () => {
    gate(answering(429, '45'), 'hi');
    await signIn('mira@example.org', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'साइन इन की बहुत सारी कोशिशें हुईं। 45 सेकंड रुकें, फिर दोबारा कोशिश करें।',
    );
  });

  test('429 in Hindi without Retry-After: a wait of a few minutes, never the API’s English', async () => {
    gate(answering(429), 'hi');
    await signIn('mira@example.org', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'साइन इन की बहुत सारी कोशिशें हुईं। कुछ मिनट रुकें, फिर दोबारा कोशिश करें।',
    );
  });

  test('503 with Retry-After: the site is checking too many sign-ins, and the wait', async () => {
    gate(answering(503, '5'));
    await signIn('mira@example.org', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The site is checking too many sign-ins just now. Wait 5 seconds, then try again.',
    );
  });

  test('503 without Retry-After, in Hindi', async () => {
    gate(answering(503), 'hi');
    await signIn('mira@example.org', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'साइट अभी साइन-इन नहीं जाँच पा रही है। एक मिनट रुकें, फिर दोबारा कोशिश करें।',
    );
  });
});

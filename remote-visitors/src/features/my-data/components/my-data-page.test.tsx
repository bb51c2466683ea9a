/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RightsRequest } from '@pawapuri/shared';
import { http, HttpResponse, setupTestNetwork } from '@pawapuri/shared/testing/network';
import { MyDataPage } from './my-data-page';
import { ACCOUNT, KEEPER_STATUS, renderPage } from '../../../keeper/testing/keeper-fixtures';
import { wiredKeeperApi, type Answer } from '../../../keeper/testing/wired-keeper-api';
import { contentWithoutDonationChange } from '../../../keeper/testing/keeper-network';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();
const network = setupTestNetwork(...contentWithoutDonationChange());

const ME = { status: 200, json: { keeper: { ...ACCOUNT, role: 'editor' }, via: 'session' } };
const BY_KEY = { status: 200, json: { keeper: { ...ACCOUNT, role: 'analyst' }, via: 'api-key' } };
const STATUS = { status: 200, json: KEEPER_STATUS };
const NONE = { status: 200, json: { requests: [] } };

const ASKED: RightsRequest = {
  id: 4,
  email: ACCOUNT.email,
  kind: 'erasure',
  request: 'Erase my account: I no longer keep the site.',
  askedAt: '2026-11-20T10:00:00.000Z',
  answeredAt: null,
  answeredBy: null,
  outcome: null,
  answer: null,
  answerHours: null,
};
const ANSWERED: RightsRequest = {
  ...ASKED,
  id: 3,
  kind: 'correction',
  request: 'My name is Mira Jain, not Meera.',
  answeredAt: '2026-11-22T10:00:00.000Z',
  answeredBy: 'owner@example.org',
  outcome: 'done',
  answer: 'Corrected.',
  answerHours: 48,
};

function open(answers: Record<string, Answer | Answer[]>) {
  const wired = wiredKeeperApi(network, { '/status': STATUS, '/me': ME, ...answers });
  renderPage(<MyDataPage api={wired.api} />, '/admin/my-data');
  return wired;
}

interface Saved {
  download: string;
  text: Promise<string>;
}
let saved: Saved[] = [];

beforeEach(() => {
  saved = [];
  // jsdom has neither object URLs nor downloads: record what the page hands the browser.
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const href = `blob:http://localhost/${blobs.size}`;
      blobs.set(href, blob);
      return href;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ download: this.download, text: blobs.get(this.href)!.text() });
  });
});

test('downloads what the site holds about the keeper as the JSON file the API names', async () => {
  const data = { downloadedAt: '2026-11-22T10:00:00.000Z', account: ACCOUNT, audit: [] };
  const { calls } = open({
    '/me/requests': NONE,
    '/me/data': {
      status: 200,
      json: data,
      headers: { 'Content-Disposition': 'attachment; filename="my-pawapuri-data.json"' },
    },
  });
  // The page it is on is not offered again in the bar.
  await screen.findByRole('heading', { name: 'Download my data' });
  expect(screen.queryByRole('link', { name: 'My data' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.download).toBe('my-pawapuri-data.json');
  expect(JSON.parse(await saved[0]!.text)).toEqual(data);
  expect(calls().find((each) => each.call === 'GET /api/keepers/me/data')).toMatchObject({
    credentials: 'include',
  });
});

test('a failed download says so', async () => {
  open({ '/me/requests': NONE, '/me/data': { status: 500, json: { message: 'boom' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The download failed');
  expect(saved).toHaveLength(0);
});

/** POST /me/requests answered as given (the wired client answers every method of a path alike). */
function answerAsk(status: number, json: object) {
  network.answer(
    http.post('http://api.test/api/keepers/me/requests', () => HttpResponse.json(json, { status })),
  );
}

const asks = () => network.sentTo('/api/keepers/me/requests').filter((r) => r.method === 'POST');

test('asks for an erasure in the keeper’s words, then lists it as waiting beside an answered one', async () => {
  open({
    '/me/requests': [
      { status: 200, json: { requests: [ANSWERED] } },
      { status: 200, json: { requests: [ASKED, ANSWERED] } },
    ],
  });
  answerAsk(201, ASKED);
  const mine = await screen.findByRole('list', { name: 'My requests' });
  expect(within(mine).getByText(/Done by owner@example.org/)).toHaveTextContent(
    'answered in 2 days',
  );
  await userEvent.selectOptions(screen.getByLabelText('What you ask for'), 'erasure');
  await userEvent.type(screen.getByLabelText('What to erase'), ` ${ASKED.request} `);
  await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));

  expect(await screen.findByText('Your request is sent.')).toHaveAttribute('role', 'status');
  expect(asks()).toHaveLength(1);
  expect(asks()[0]!.credentials).toBe('include');
  expect(await asks()[0]!.json()).toEqual({ kind: 'erasure', request: ASKED.request });
  const waiting = await screen.findByText(ASKED.request);
  expect(waiting.nextElementSibling).toHaveTextContent('Waiting for an owner’s answer.');
  expect(screen.getByLabelText('What to erase')).toHaveValue('');
});

test('an empty request is not sent; the API’s refusal of too many waiting is shown', async () => {
  const message =
    '10 of your requests are waiting for an answer: ask again once an owner has answered';
  open({ '/me/requests': NONE });
  answerAsk(409, { statusCode: 409, error: 'Conflict', message, field: 'kind' });
  await userEvent.click(await screen.findByRole('button', { name: 'Send the request' }));
  const field = screen.getByLabelText('What is wrong, and what it should say');
  expect(field).toHaveAccessibleDescription('Say what should be corrected or erased.');
  expect(asks()).toHaveLength(0);

  await userEvent.type(field, 'My display name');
  await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(asks()).toHaveLength(1);
});

test('signed in by an API key: nothing of anyone’s is asked for', async () => {
  const { calls } = open({ '/me': BY_KEY });
  expect(
    await screen.findByText(/Only a keeper signed in with their own account/),
  ).toBeInTheDocument();
  expect(calls().some((each) => each.call.includes('/me/'))).toBe(false);
});

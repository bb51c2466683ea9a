/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RightsRequest } from '@pawapuri/shared';
import { http, HttpResponse, setupTestNetwork } from '@pawapuri/shared/testing/network';
import { AccountsPage } from './accounts-page';
import {
  ACCOUNT,
  KEEPER_STATUS,
  MAIL_REPORTS,
  renderPage,
} from '../../../keeper/testing/keeper-fixtures';
import { wiredKeeperApi, type Answer } from '../../../keeper/testing/wired-keeper-api';
import { contentWithoutDonationChange } from '../../../keeper/testing/keeper-network';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();
const network = setupTestNetwork(...contentWithoutDonationChange());

const OWNER = { status: 200, json: { keeper: ACCOUNT, via: 'session' } };
const MAIL = { status: 200, json: MAIL_REPORTS };

const WAITING: RightsRequest = {
  id: 9,
  email: 'ravi@example.org',
  kind: 'erasure',
  request: 'Please erase my account.',
  askedAt: '2026-11-20T10:00:00.000Z',
  answeredAt: null,
  answeredBy: null,
  outcome: null,
  answer: null,
  answerHours: null,
};
const EARLIER: RightsRequest = {
  ...WAITING,
  id: 5,
  kind: 'correction',
  request: 'My name is Ravi Kumar.',
  answeredAt: '2026-11-18T15:00:00.000Z',
  answeredBy: 'mira@example.org',
  outcome: 'done',
  answer: 'Name corrected.',
  answerHours: 5,
};

function open(answers: Record<string, Answer | Answer[]>) {
  const wired = wiredKeeperApi(network, {
    '/status': { status: 200, json: KEEPER_STATUS },
    '/me': OWNER,
    '/accounts': { status: 200, json: { accounts: [ACCOUNT] } },
    '/api-keys': { status: 200, json: { keys: [] } },
    '/mail-reports': MAIL,
    '/audit': {
      status: 200,
      json: { content: [], number: 0, size: 50, totalElements: 0, totalPages: 0 },
    },
    ...answers,
  });
  renderPage(<AccountsPage api={wired.api} />, '/admin/keepers');
  return wired;
}

const answers = () =>
  network
    .sentTo(`/api/keepers/rights-requests/${WAITING.id}/answer`)
    .filter((r) => r.method === 'POST');

test('an owner sees the waiting requests and the answered ones, with the time each answer took', async () => {
  open({ '/rights-requests': { status: 200, json: { requests: [WAITING, EARLIER] } } });
  const waiting = await screen.findByRole('list', { name: 'Waiting requests' });
  expect(waiting).toHaveTextContent('Erasure asked by ravi@example.org');
  expect(within(waiting).getByText('Please erase my account.')).toBeInTheDocument();
  const answered = screen.getByRole('list', { name: 'Answered requests' });
  expect(within(answered).getByText(/Done by mira@example.org/)).toHaveTextContent(
    'answered in 5 hours): Name corrected.',
  );
});

test('an owner answers a request once: the outcome and the words go out, the recorded time comes back', async () => {
  open({ '/rights-requests': { status: 200, json: { requests: [WAITING] } } });
  const done: RightsRequest = {
    ...WAITING,
    answeredAt: '2026-11-22T12:00:00.000Z',
    answeredBy: 'mira@example.org',
    outcome: 'refused',
    answer: 'The audit log keeps its year.',
    answerHours: 50,
  };
  network.answer(
    http.post(`http://api.test/api/keepers/rights-requests/${WAITING.id}/answer`, () =>
      HttpResponse.json(done),
    ),
  );
  const form = await screen.findByRole('form', {
    name: `Answer request ${WAITING.id} from ravi@example.org`,
  });
  await userEvent.click(within(form).getByRole('button', { name: 'Answer' }));
  expect(within(form).getByLabelText('What was done')).toHaveAccessibleDescription(
    'Say what was done, or why not.',
  );
  expect(answers()).toHaveLength(0);

  await userEvent.selectOptions(within(form).getByLabelText('Outcome'), 'refused');
  await userEvent.type(within(form).getByLabelText('Why not'), 'The audit log keeps its year.');
  await userEvent.click(within(form).getByRole('button', { name: 'Answer' }));

  const answered = await screen.findByRole('list', { name: 'Answered requests' });
  expect(within(answered).getByText(/Refused by mira@example.org/)).toHaveTextContent(
    'answered in 2.1 days): The audit log keeps its year.',
  );
  expect(screen.getByText('No request is waiting.')).toBeInTheDocument();
  expect(answers()).toHaveLength(1);
  expect(await answers()[0]!.json()).toEqual({
    outcome: 'refused',
    answer: 'The audit log keeps its year.',
  });
});

test('a request answered meanwhile by another owner: the API’s refusal is shown at the form', async () => {
  open({ '/rights-requests': { status: 200, json: { requests: [WAITING] } } });
  network.answer(
    http.post(`http://api.test/api/keepers/rights-requests/${WAITING.id}/answer`, () =>
      HttpResponse.json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'Request 9 was answered already',
          field: 'id',
        },
        { status: 409 },
      ),
    ),
  );
  const form = await screen.findByRole('form', { name: /Answer request 9/ });
  await userEvent.type(within(form).getByLabelText('What was done'), 'Erased.');
  await userEvent.click(within(form).getByRole('button', { name: 'Answer' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Request 9 was answered already',
  );
});

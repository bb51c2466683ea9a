/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import { apiUrl, http, HttpResponse, setupTestNetwork } from '@pawapuri/shared/testing/network';
import { forgetSessionId, getSessionId, initI18n, VISITOR_SESSION_KEY } from '@pawapuri/shared';
import description from '../../../remote.json';
import ContentRoutes from '../../routes';

const ERASE_PATH = '/api/visitors/erase-my-visits';
const MINE = '1732300000000-mytabonly1';
const network = setupTestNetwork();

async function openPrivacy() {
  await act(async () => {
    render(
      <AtPage pages={description.pages} path="/privacy">
        <ContentRoutes notFound={<p>not found</p>} />
      </AtPage>,
    );
  });
  return screen.findByRole('button', { name: 'Erase my visits' });
}

const erasures = () => network.sentTo(ERASE_PATH);

let error: jest.SpyInstance;
beforeEach(() => {
  forgetSessionId();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  error.mockRestore();
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

test('sends this tab’s session id once, says how many visits went, and forgets the id', async () => {
  sessionStorage.setItem(VISITOR_SESSION_KEY, MINE);
  network.answer(http.post(apiUrl(ERASE_PATH), () => HttpResponse.json({ erased: 3 })));
  await userEvent.click(await openPrivacy());

  expect(await screen.findByText('Erased: 3 visits.')).toHaveAttribute('role', 'status');
  expect(erasures()).toHaveLength(1);
  expect(erasures()[0]!.method).toBe('POST');
  expect(erasures()[0]!.credentials).toBe('omit');
  expect(await erasures()[0]!.json()).toEqual({ sessionId: MINE });
  // The next page starts a new session: the erased id is never sent again.
  expect(sessionStorage.getItem(VISITOR_SESSION_KEY)).toBeNull();
  expect(getSessionId()).not.toBe(MINE);
});

test('a tab that recorded nothing sends nothing and makes no session id', async () => {
  await userEvent.click(await openPrivacy());
  expect(await screen.findByText('This tab has recorded no visit.')).toBeInTheDocument();
  expect(erasures()).toHaveLength(0);
  expect(sessionStorage.getItem(VISITOR_SESSION_KEY)).toBeNull();
});

test('a refusal (too many requests) says to try again, and keeps the id for that', async () => {
  sessionStorage.setItem(VISITOR_SESSION_KEY, MINE);
  network.answer(
    http.post(apiUrl(ERASE_PATH), () =>
      HttpResponse.json({ statusCode: 429, message: 'Too many requests' }, { status: 429 }),
    ),
  );
  await userEvent.click(await openPrivacy());
  expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a minute.');
  expect(sessionStorage.getItem(VISITOR_SESSION_KEY)).toBe(MINE);
});

test('in Hindi, the count is said in Hindi', async () => {
  await act(async () => {
    await initI18n().changeLanguage('hi');
  });
  sessionStorage.setItem(VISITOR_SESSION_KEY, MINE);
  network.answer(http.post(apiUrl(ERASE_PATH), () => HttpResponse.json({ erased: 1 })));
  await act(async () => {
    render(
      <AtPage pages={description.pages} path="/privacy">
        <ContentRoutes notFound={<p>not found</p>} />
      </AtPage>,
    );
  });
  await userEvent.click(await screen.findByRole('button', { name: 'मेरी विज़िट मिटाएँ' }));
  expect(await screen.findByText('मिटा दी गई: 1 विज़िट।')).toBeInTheDocument();
});

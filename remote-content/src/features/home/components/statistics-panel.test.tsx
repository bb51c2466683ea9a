/**
 * @jest-environment jest-fixed-jsdom
 */
import { setImmediate } from 'node:timers';
import { act, screen, waitFor } from '@testing-library/react';
import { initI18n, type VisitorStatistics } from '@pawapuri/shared';
import { apiUrl, http, HttpResponse, setupTestNetwork } from '@pawapuri/shared/testing/network';
import { renderPage } from '../../../test-utils';
import { StatisticsPanel } from './statistics-panel';

const FIGURES = { totalVisits: 1234567, todayVisits: 42, todayUniqueVisitors: 7 };
const STATISTICS_PATH = '/api/visitors/statistics';
const network = setupTestNetwork();

/** The statistics answered with these figures, in turn (the last repeats), or not reached at all. */
function answerStatistics(...answers: Array<VisitorStatistics | 'unreachable'>) {
  network.answer(
    http.get(apiUrl(STATISTICS_PATH), () => {
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer === 'unreachable' ? HttpResponse.error() : HttpResponse.json(answer);
    }),
  );
}
/** Lets the requests due answer (the network's own steps are not on the fake clock). */
const settle = () => act(() => new Promise((resolve) => setImmediate(resolve)));
/** Waits for `check` to pass without moving the fake clock (waitFor would). */
async function settleUntil(check: () => void): Promise<void> {
  for (let turn = 0; turn < 100; turn += 1) {
    try {
      check();
      return;
    } catch {
      await settle();
    }
  }
  check();
}

let error: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(async () => {
  error.mockRestore();
  jest.useRealTimers();
  await initI18n().changeLanguage('en');
});

describe('StatisticsPanel', () => {
  it('shows a loading state, then Indian-grouped figures', async () => {
    answerStatistics(FIGURES);
    renderPage(<StatisticsPanel />);
    expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('Loading…');
    await waitFor(() =>
      expect(screen.getByTestId('stat-totalVisits')).toHaveTextContent('12,34,567'),
    );
    const [request] = network.sentTo(STATISTICS_PATH);
    expect(request!.method).toBe('GET');
    expect(request!.headers.get('Accept')).toBe('application/json');
  });

  it('fetches again every 30 s and shows the new figures', async () => {
    answerStatistics(FIGURES, { ...FIGURES, todayVisits: 43 });
    renderPage(<StatisticsPanel />);
    await settleUntil(() => expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('42'));
    await act(() => jest.advanceTimersByTimeAsync(29_999));
    await settle();
    expect(network.sentTo(STATISTICS_PATH)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await settleUntil(() => expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('43'));
    expect(network.sentTo(STATISTICS_PATH)).toHaveLength(2);
  });

  it.each([
    ['en', 'as of 14:05', '98,765'],
    ['hi', '14:05 के अनुसार', '98,765'],
  ])(
    'offline in %s, shows the last figures known and their time',
    async (language, mark, total) => {
      await initI18n().changeLanguage(language);
      const at = new Date();
      at.setHours(14, 5, 0, 0);
      localStorage.setItem(
        'pawapuri.lastStatistics',
        JSON.stringify({ statistics: { ...FIGURES, totalVisits: 98765 }, at: at.getTime() }),
      );
      answerStatistics('unreachable');
      renderPage(<StatisticsPanel />);
      await waitFor(() => expect(screen.getByTestId('stat-totalVisits')).toHaveTextContent(total));
      expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('42');
      expect(screen.getByTestId('stats-as-of')).toHaveTextContent(mark);
    },
  );

  it('marks the figures on screen with their time when a refresh fails', async () => {
    answerStatistics(FIGURES, 'unreachable');
    renderPage(<StatisticsPanel />);
    await waitFor(() => expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('42'));
    expect(screen.getByTestId('stats-as-of')).toBeEmptyDOMElement();
    localStorage.clear();
    // A failed refresh with nothing stored keeps this page's figures, marked.
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    await waitFor(() =>
      expect(screen.getByTestId('stats-as-of')).toHaveTextContent(/^as of \d{2}:\d{2}$/),
    );
    expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('42');
  });

  it('says the figures are not available, never 0, when the API fails and none are known', async () => {
    answerStatistics('unreachable');
    renderPage(<StatisticsPanel />);
    await waitFor(() =>
      expect(screen.getByTestId('stat-totalVisits')).toHaveTextContent('Not available'),
    );
    expect(screen.getByTestId('stats-as-of')).toBeEmptyDOMElement();
  });
});

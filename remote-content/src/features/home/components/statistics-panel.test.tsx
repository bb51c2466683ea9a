import { act, screen } from '@testing-library/react';
import { initI18n, type VisitorStatistics } from '@pawapuri/shared';
import { renderPage } from '../../../test-utils';
import { StatisticsPanel } from './statistics-panel';

const statistics = jest.fn<Promise<VisitorStatistics>, []>();
// The client the shared statistics hook calls by default.
jest.mock('@pawapuri/shared/api/visitor-api', () => ({
  ...jest.requireActual('@pawapuri/shared/api/visitor-api'),
  visitorApi: { statistics: () => statistics() },
}));

const FIGURES = { totalVisits: 1234567, todayVisits: 42, todayUniqueVisitors: 7 };

let error: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.useFakeTimers();
  statistics.mockReset();
});
afterEach(async () => {
  error.mockRestore();
  jest.useRealTimers();
  await initI18n().changeLanguage('en');
});

describe('StatisticsPanel', () => {
  it('shows a loading state, then Indian-grouped figures', async () => {
    statistics.mockResolvedValue(FIGURES);
    renderPage(<StatisticsPanel />);
    expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('Loading…');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('stat-totalVisits')).toHaveTextContent('12,34,567');
  });

  it('fetches again every 30 s and shows the new figures', async () => {
    statistics
      .mockResolvedValueOnce(FIGURES)
      .mockResolvedValueOnce({ ...FIGURES, todayVisits: 43 });
    renderPage(<StatisticsPanel />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('42');
    await act(() => jest.advanceTimersByTimeAsync(29_999));
    expect(statistics).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(statistics).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('43');
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
      statistics.mockRejectedValue(new TypeError('Failed to fetch'));
      renderPage(<StatisticsPanel />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByTestId('stat-totalVisits')).toHaveTextContent(total);
      expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('42');
      expect(screen.getByTestId('stats-as-of')).toHaveTextContent(mark);
    },
  );

  it('marks the figures on screen with their time when a refresh fails', async () => {
    statistics.mockResolvedValueOnce(FIGURES).mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<StatisticsPanel />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('stats-as-of')).toBeEmptyDOMElement();
    localStorage.clear();
    // A failed refresh with nothing stored keeps this page's figures, marked.
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('42');
    expect(screen.getByTestId('stats-as-of')).toHaveTextContent(/^as of \d{2}:\d{2}$/);
  });

  it('says the figures are not available, never 0, when the API fails and none are known', async () => {
    statistics.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<StatisticsPanel />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('stat-totalVisits')).toHaveTextContent('Not available');
    expect(screen.getByTestId('stats-as-of')).toBeEmptyDOMElement();
  });
});

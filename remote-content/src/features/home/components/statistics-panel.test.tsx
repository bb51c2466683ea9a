import { act, screen } from '@testing-library/react';
import type { VisitorStatistics } from '@pawapuri/shared';
import { renderPage } from '../../../test-utils';
import { StatisticsPanel } from './statistics-panel';

const statistics = jest.fn<Promise<VisitorStatistics>, []>();
// The client the shared statistics hook calls by default.
jest.mock('@pawapuri/shared/api/visitor-api', () => ({
  ...jest.requireActual('@pawapuri/shared/api/visitor-api'),
  visitorApi: { statistics: () => statistics() },
}));

const FIGURES = { totalVisits: 1234567, todayVisits: 42, todayUniqueVisitors: 7 };

beforeEach(() => {
  jest.useFakeTimers();
  statistics.mockReset();
});
afterEach(() => jest.useRealTimers());

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
});

import { screen } from '@testing-library/react';
import { useVisitorStatistics } from '@pawapuri/shared';
import { renderPage } from '../../../test-utils';
import { StatisticsPanel } from './statistics-panel';

jest.mock('@pawapuri/shared', () => ({
  ...jest.requireActual('@pawapuri/shared'),
  useVisitorStatistics: jest.fn(),
}));
const mocked = jest.mocked(useVisitorStatistics);

describe('StatisticsPanel', () => {
  it('refreshes every 30 s and shows Indian-grouped figures', () => {
    mocked.mockReturnValue({
      loading: false,
      statistics: { totalVisits: 1234567, todayVisits: 42, todayUniqueVisitors: 7 },
    });
    renderPage(<StatisticsPanel />);
    expect(mocked).toHaveBeenCalledWith(30_000);
    expect(screen.getByTestId('stat-totalVisits')).toHaveTextContent('12,34,567');
  });

  it('shows a loading state', () => {
    mocked.mockReturnValue({
      loading: true,
      statistics: { totalVisits: 0, todayVisits: 0, todayUniqueVisitors: 0 },
    });
    renderPage(<StatisticsPanel />);
    expect(screen.getByTestId('stat-todayVisits')).toHaveTextContent('Loading…');
  });
});

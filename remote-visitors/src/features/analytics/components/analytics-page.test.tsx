import { act, render as renderElement, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AnalyticsSummary } from '@pawapuri/shared';
import { dashboardView } from '../testing/dashboard-fixtures';

const analytics = jest.fn<Promise<AnalyticsSummary>, []>();
jest.mock('@pawapuri/shared', () => ({
  ...jest.requireActual('@pawapuri/shared'),
  visitorApi: {
    analytics: () => analytics(),
    // The explorable dashboard below the summary has its own tests (dashboard.test.tsx).
    dashboard: () => Promise.resolve(dashboardView()),
  },
}));
jest.mock('./uplot-chart', () => ({ __esModule: true, default: () => null }));

import { AnalyticsPage } from './analytics-page';
import { quietConsoleErrors } from '../../../test-utils';

/** The page reads its dashboard view from the address, so it sits in a router as in the site. */
function render(element: ReactElement) {
  return renderElement(<MemoryRouter initialEntries={['/analytics']}>{element}</MemoryRouter>);
}

const summary: AnalyticsSummary = {
  totalVisits: 1500,
  todayVisits: 4,
  todayUniqueVisitors: 3,
  weekVisits: 20,
  weekUniqueVisitors: 9,
  monthVisits: 80,
  monthUniqueVisitors: 30,
  todayMobileVisits: 1,
  todayDesktopVisits: 3,
  todayTabletVisits: 0,
  mostVisitedPages: [['/home', 12]],
  visitorsByCountry: [['', 5]],
  dailyVisits: [
    { date: '2026-11-21', visits: 2, uniqueVisitors: 1 },
    { date: '2026-11-22', visits: 4, uniqueVisitors: 3 },
  ],
};

quietConsoleErrors();

beforeEach(() => {
  analytics.mockReset();
});

test('shows loading, then the figures', async () => {
  analytics.mockResolvedValue(summary);
  render(<AnalyticsPage />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  // The dashboard below waits out of the layout until the summary has its height.
  const below = screen.getByText('Data updates every minute.').parentElement!;
  expect(below).toHaveClass('waitingForSummary');
  expect(await screen.findByText('Total visits: 1,500')).toBeInTheDocument();
  expect(below).toHaveClass('afterSummary');
  expect(screen.getByText(/Desktop: 3 \(75\.0%\)/)).toBeInTheDocument();
  expect(screen.getByText('Unknown: 5')).toBeInTheDocument();
  // The summary has no chart of its own: the dashboard below draws visits over time.
  expect(screen.queryByRole('img', { name: /2026-11-21 to 2026-11-22/ })).not.toBeInTheDocument();
});

test('shows the failure message', async () => {
  analytics.mockRejectedValue(new Error('down'));
  render(<AnalyticsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics data');
  expect(screen.getByText('Data updates every minute.').parentElement).toHaveClass('afterSummary');
});

test('refetches every minute and keeps the old figures meanwhile', async () => {
  jest.useFakeTimers();
  analytics.mockResolvedValue(summary);
  render(<AnalyticsPage />);
  await act(async () => {});
  analytics.mockResolvedValue({ ...summary, totalVisits: 1600 });
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  expect(analytics).toHaveBeenCalledTimes(2);
  expect(screen.getByText('Total visits: 1,600')).toBeInTheDocument();
  jest.useRealTimers();
});

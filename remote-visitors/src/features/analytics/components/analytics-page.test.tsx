import { act, render, screen } from '@testing-library/react';
import type { AnalyticsSummary } from '@pawapuri/shared';

const analytics = jest.fn<Promise<AnalyticsSummary>, []>();
jest.mock('@pawapuri/shared', () => ({
  ...jest.requireActual('@pawapuri/shared'),
  visitorApi: { analytics: () => analytics() },
}));

import { AnalyticsPage } from './analytics-page';
import { quietConsoleErrors } from '../../../test-utils';

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
  expect(await screen.findByText('Total visits: 1,500')).toBeInTheDocument();
  expect(screen.getByText(/Desktop: 3 \(75\.0%\)/)).toBeInTheDocument();
  expect(screen.getByText('Unknown: 5')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /2026-11-21 to 2026-11-22, peak 4/ })).toBeInTheDocument();
});

test('shows the failure message', async () => {
  analytics.mockRejectedValue(new Error('down'));
  render(<AnalyticsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics data');
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

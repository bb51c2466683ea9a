import { render as renderElement, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import type { DashboardRequest } from '@pawapuri/shared';
import description from '../../../../remote.json';
import { dashboardView } from '../testing/dashboard-fixtures';

const dashboard = jest.fn((query: DashboardRequest) =>
  Promise.resolve(dashboardView({ period: query.period ?? '30d' })),
);
const analytics = jest.fn();
jest.mock('@pawapuri/shared', () => ({
  ...jest.requireActual('@pawapuri/shared'),
  visitorApi: {
    analytics: () => analytics(),
    dashboard: (query: DashboardRequest) => dashboard(query),
  },
}));
jest.mock('./uplot-chart', () => ({ __esModule: true, default: () => null }));

import { AnalyticsPage } from './analytics-page';
import { quietConsoleErrors } from '../../../test-utils';

function render(element: ReactElement, at = '/analytics') {
  return renderElement(
    <AtPage pages={description.pages} path={at}>
      {element}
    </AtPage>,
  );
}

quietConsoleErrors();

beforeEach(() => {
  dashboard.mockClear();
  analytics.mockClear();
});

test('is one dashboard: its cards, chart and breakdowns, and no second summary of the same figures', async () => {
  render(<AnalyticsPage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Visitor Analytics Dashboard' }),
  ).toBeInTheDocument();
  const explore = await screen.findByRole('region', { name: 'Explore visits' });
  // Every figure on the page is the dashboard's: none outside it.
  expect(await within(explore).findAllByText('Unique visitors')).not.toHaveLength(0);
  for (const label of ['Visits', 'Unique visitors', 'Pages', 'Countries']) {
    for (const element of screen.queryAllByText(label)) expect(explore).toContainElement(element);
  }
  expect(screen.queryByText(/^Total visits:/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Today's devices/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Top pages \(30 days\)/)).not.toBeInTheDocument();
  // The summary's own request is gone: the dashboard's view carries every figure.
  expect(analytics).not.toHaveBeenCalled();
  expect(screen.getByText('Data updates every minute.')).toBeInTheDocument();
});

test("today's figures, devices included, are the dashboard at today's range", async () => {
  render(<AnalyticsPage />, '/analytics?period=today');
  expect(dashboard).toHaveBeenCalledWith(expect.objectContaining({ period: 'today' }));
  const explore = await screen.findByRole('region', { name: 'Explore visits' });
  expect(await within(explore).findAllByText('Devices')).not.toHaveLength(0);
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import { render as renderElement, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import type { EventNameList, GoalListResponse, ShareLinkList } from '@pawapuri/shared';
import { apiUrl, http, HttpResponse, setupTestNetwork } from '@pawapuri/shared/testing/network';
import { DASHBOARD_PATH, dashboardHandlers, queryOf } from '../testing/dashboard-network';
import { keeperSession, ME_PATH } from '../../../keeper/testing/keeper-network';
import description from '../../../../remote.json';

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

// Only the dashboard's requests and the session are answered: any other (a summary's) fails the test.
const SHARE_LINKS_PATH = '/api/keepers/share-links';
const network = setupTestNetwork(...dashboardHandlers(), keeperSession(null));

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
  expect(network.sentTo('/api/visitors/analytics')).toHaveLength(0);
  expect(screen.getByText('Data updates every minute.')).toBeInTheDocument();
});

test("today's figures, devices included, are the dashboard at today's range", async () => {
  render(<AnalyticsPage />, '/analytics?period=today');
  const explore = await screen.findByRole('region', { name: 'Explore visits' });
  expect(await within(explore).findAllByText('Devices')).not.toHaveLength(0);
  expect(network.sentTo(DASHBOARD_PATH).map(queryOf)).toEqual([{ period: 'today' }]);
});

test("asks who is signed in with the session cookie, and shows nobody's keeper tools to a visitor", async () => {
  render(<AnalyticsPage />);
  await screen.findByRole('region', { name: 'Explore visits' });
  await waitFor(() => expect(network.sentTo(ME_PATH)).toHaveLength(1));
  const [me] = network.sentTo(ME_PATH);
  expect(me!.credentials).toBe('include');
  expect(me!.headers.has('Authorization')).toBe(false);
  expect(screen.queryByRole('region', { name: 'Notes on the chart' })).toBeNull();
});

test("a signed-in owner's page adds the keeper tools under the dashboard", async () => {
  network.answer(
    keeperSession('owner'),
    http.get(apiUrl(SHARE_LINKS_PATH), () => HttpResponse.json<ShareLinkList>({ links: [] })),
    http.get(apiUrl('/api/visitors/goals'), () =>
      HttpResponse.json<GoalListResponse>({ goals: [] }),
    ),
    http.get(apiUrl('/api/visitors/event-names'), () =>
      HttpResponse.json<EventNameList>({ builtIn: ['call'], custom: [] }),
    ),
  );
  render(<AnalyticsPage />);
  expect(await screen.findByRole('region', { name: 'Notes on the chart' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Share a read-only view' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Define goals' })).toBeInTheDocument();
  await waitFor(() => expect(network.sentTo(SHARE_LINKS_PATH)).toHaveLength(1));
  expect(network.sentTo(SHARE_LINKS_PATH)[0]!.credentials).toBe('include');
});

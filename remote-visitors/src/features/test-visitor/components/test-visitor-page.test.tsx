import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError, TimeoutError, type visitorApi } from '@pawapuri/shared';
import { TestVisitorPage } from './test-visitor-page';
import { renderPage } from '../../../keeper/testing/keeper-fixtures';
import { quietConsoleErrors } from '../../../test-utils';

const STATS = { totalVisits: 1, todayVisits: 1, todayUniqueVisitors: 1 };

function fakeApi(overrides: Partial<Record<'statistics' | 'track', jest.Mock>> = {}) {
  return {
    statistics: jest.fn().mockResolvedValue(STATS),
    track: jest.fn().mockResolvedValue({ id: 2, visitTime: '' }),
    ...overrides,
  } as unknown as typeof visitorApi & { statistics: jest.Mock; track: jest.Mock };
}

quietConsoleErrors();

test('shows statistics as JSON and tracks a /test visit, then reloads them', async () => {
  const api = fakeApi();
  renderPage(<TestVisitorPage api={api} />, '/test-visitor');
  expect(screen.getByLabelText('Statistics')).toHaveTextContent('Loading…');
  expect(await screen.findByText(/"totalVisits": 1/)).toBeInTheDocument();
  api.statistics.mockResolvedValueOnce({ ...STATS, totalVisits: 2 });
  await userEvent.click(screen.getByRole('button', { name: 'Track a Visit' }));
  expect(api.track).toHaveBeenCalledWith(expect.objectContaining({ pageVisited: '/test' }));
  expect(await screen.findByText(/"totalVisits": 2/)).toBeInTheDocument();
  expect(api.statistics).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("an error status from statistics says 'Failed to fetch data'", async () => {
  const statistics = jest.fn().mockRejectedValue(new ApiError(500, 'Internal Server Error'));
  renderPage(<TestVisitorPage api={fakeApi({ statistics })} />, '/test-visitor');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch data$/);
  expect(screen.getByLabelText('Statistics')).toHaveTextContent('No statistics');
});

test("a call that never completes says 'Error: {message}'", async () => {
  const statistics = jest.fn().mockRejectedValue(new NetworkError('http://api.test/x', null));
  renderPage(<TestVisitorPage api={fakeApi({ statistics })} />, '/test-visitor');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Error: Could not reach http:\/\/api.test\/x$/,
  );
});

test("an error status from track says 'Failed to track visit' and keeps the statistics", async () => {
  const api = fakeApi({ track: jest.fn().mockRejectedValue(new ApiError(400, 'Bad Request')) });
  renderPage(<TestVisitorPage api={api} />, '/test-visitor');
  await screen.findByText(/"totalVisits": 1/);
  await userEvent.click(screen.getByRole('button', { name: 'Track a Visit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to track visit$/);
  expect(screen.getByText(/"totalVisits": 1/)).toBeInTheDocument();
  expect(api.statistics).toHaveBeenCalledTimes(1);
});

test("a track that times out says 'Error: {message}', and a later success clears it", async () => {
  const track = jest
    .fn()
    .mockRejectedValueOnce(new TimeoutError('http://api.test/track', 10_000))
    .mockResolvedValueOnce({ id: 3, visitTime: '' });
  renderPage(<TestVisitorPage api={fakeApi({ track })} />, '/test-visitor');
  await userEvent.click(screen.getByRole('button', { name: 'Track a Visit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error: Request to http://api.test/track timed out after 10000 ms',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Track a Visit' }));
  await screen.findByText(/"totalVisits": 1/);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { visitorApi } from '@pawapuri/shared';
import { TestVisitorPage } from './test-visitor-page';

function fakeApi(overrides: Partial<typeof visitorApi>) {
  return {
    statistics: jest
      .fn()
      .mockResolvedValue({ totalVisits: 1, todayVisits: 1, todayUniqueVisitors: 1 }),
    track: jest.fn().mockResolvedValue({ id: 2, visitTime: '' }),
    ...overrides,
  } as unknown as typeof visitorApi;
}

test('shows statistics as JSON and tracks a /test visit', async () => {
  const api = fakeApi({});
  render(<TestVisitorPage api={api} />);
  expect(await screen.findByText(/"totalVisits": 1/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Track a Visit' }));
  expect(api.track).toHaveBeenCalledWith(expect.objectContaining({ pageVisited: '/test' }));
  expect(api.statistics).toHaveBeenCalledTimes(2);
});

test('shows the error message when statistics fail', async () => {
  render(
    <TestVisitorPage
      api={fakeApi({ statistics: jest.fn().mockRejectedValue(new Error('boom')) })}
    />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: boom');
});

test('shows a tracking failure', async () => {
  render(<TestVisitorPage api={fakeApi({ track: jest.fn().mockRejectedValue(new Error('x')) })} />);
  await userEvent.click(screen.getByRole('button', { name: 'Track a Visit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to track visit');
});

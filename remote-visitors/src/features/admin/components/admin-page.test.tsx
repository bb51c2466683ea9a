import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type visitorApi, type VisitorRecord } from '@pawapuri/shared';
import { AdminPage } from './admin-page';

const row: VisitorRecord = {
  id: 1,
  visitTime: '2026-11-22T10:00:00Z',
  ipAddress: '127.0.0.1',
  deviceType: 'desktop',
  browser: 'Chrome',
  operatingSystem: 'Linux',
  country: null,
  city: null,
  pageVisited: '/home',
  screenResolution: '1x1',
  sessionId: 's',
};

function fakeApi(totalElements = 1) {
  return {
    search: jest.fn().mockResolvedValue({ content: [row], number: 0, size: 100, totalElements }),
    exportVisits: jest.fn(),
  } as unknown as typeof visitorApi & { search: jest.Mock };
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('loads with the defaults and shows rows in site time', async () => {
  const api = fakeApi();
  render(<AdminPage api={api} />);
  expect(await screen.findByText('Unknown')).toBeInTheDocument();
  expect(api.search).toHaveBeenCalledWith(
    expect.objectContaining({ page: 0, size: 100, sortBy: 'visitTime', sortDirection: 'DESC' }),
  );
  expect(screen.getByText(/3:30:00/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('sort toggles: new field descending, same field flips', async () => {
  const api = fakeApi();
  render(<AdminPage api={api} />);
  await userEvent.click(screen.getByRole('button', { name: 'browser' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ sortBy: 'browser', sortDirection: 'DESC' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'browser' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ sortBy: 'browser', sortDirection: 'ASC' }),
  );
  expect(screen.getByRole('columnheader', { name: 'browser' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('pagination bounds, page size and reset', async () => {
  const api = fakeApi(250);
  render(<AdminPage api={api} />);
  const nav = await screen.findByRole('navigation', { name: 'Pagination' });
  expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(within(nav).getByRole('button', { name: 'Last' }));
  expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Page size'), '25');
  expect(api.search).toHaveBeenLastCalledWith(expect.objectContaining({ size: 25, page: 0 }));
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  await userEvent.type(screen.getByLabelText('browser'), 'Firefox');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ browser: 'Firefox', startDate: null, endDate: null }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(api.search).toHaveBeenLastCalledWith(expect.objectContaining({ browser: null, page: 0 }));
});

test('401 asks for the token, keeps it and retries', async () => {
  const api = fakeApi();
  api.search.mockRejectedValueOnce(new ApiError(401, 'Unauthorized'));
  jest.spyOn(window, 'prompt').mockReturnValue('secret');
  render(<AdminPage api={api} />);
  expect(await screen.findByText('Unknown')).toBeInTheDocument();
  expect(api.search).toHaveBeenCalledTimes(2);
  expect(sessionStorage.getItem('pawapuri.adminToken')).toBe('secret');
});

test('a failed search keeps the table and says so', async () => {
  const api = fakeApi(250);
  render(<AdminPage api={api} />);
  await screen.findByText('Unknown');
  api.search.mockRejectedValueOnce(new Error('down'));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  expect(screen.getByText('Unknown')).toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROW, fakeApi, pageOf } from '../testing/visitor-fixtures';
import { quietConsoleErrors } from '../../../test-utils';
import { renderAdmin } from '../testing/render-admin';

quietConsoleErrors();

beforeEach(() => {});

test('loads with the defaults and shows rows in site time', async () => {
  const api = fakeApi();
  await renderAdmin(api);
  const cells = await screen.findAllByRole('cell');
  // Every field of the record, sortable ones first; a blank country reads Unknown.
  expect(cells.map((cell) => cell.textContent)).toEqual([
    '1',
    expect.stringMatching(/3:30:00/),
    '127.0.0.1',
    'Chrome',
    'Linux',
    'Unknown',
    '/home',
    'desktop',
    '',
    '1x1',
    's',
  ]);
  expect(screen.getAllByRole('columnheader')).toHaveLength(11);
  expect(api.search).toHaveBeenCalledWith(
    expect.objectContaining({ page: 0, size: 100, sortBy: 'visitTime', sortDirection: 'DESC' }),
    expect.any(AbortSignal),
  );
  expect(screen.getByText(/3:30:00/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  expect(screen.queryByText('No visits found')).not.toBeInTheDocument();
});

test('sort toggles: new field descending, same field flips', async () => {
  const api = fakeApi();
  await renderAdmin(api);
  await userEvent.click(screen.getByRole('button', { name: 'browser' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ sortBy: 'browser', sortDirection: 'DESC' }),
    expect.any(AbortSignal),
  );
  expect(screen.getByRole('columnheader', { name: 'browser' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(screen.getByRole('columnheader', { name: 'visitTime' })).not.toHaveAttribute('aria-sort');
  await userEvent.click(screen.getByRole('button', { name: 'browser' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ sortBy: 'browser', sortDirection: 'ASC' }),
    expect.any(AbortSignal),
  );
  expect(screen.getByRole('columnheader', { name: 'browser' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('pagination bounds, page size and reset', async () => {
  const api = fakeApi(250);
  await renderAdmin(api);
  const nav = await screen.findByRole('navigation', { name: 'Pagination' });
  expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(within(nav).getByRole('button', { name: 'Last' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ page: 2 }),
    expect.any(AbortSignal),
  );
  expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Page size'), '25');
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ size: 25, page: 0 }),
    expect.any(AbortSignal),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  await userEvent.type(screen.getByLabelText('browser'), 'Firefox');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ browser: 'Firefox', startDate: null, endDate: null }),
    expect.any(AbortSignal),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ browser: null, page: 0 }),
    expect.any(AbortSignal),
  );
  expect(screen.getByLabelText('browser')).toHaveValue('');
});

test('changes made while a search is loading build on it, not on the rows on screen', async () => {
  const api = fakeApi(250);
  await renderAdmin(api);
  await screen.findByText('Unknown');
  // The filtered search hangs: the table still shows the unfiltered rows.
  api.search.mockReturnValueOnce(new Promise(() => undefined));
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  await userEvent.type(screen.getByLabelText('browser'), 'Firefox');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await userEvent.selectOptions(screen.getByLabelText('Page size'), '25');
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ browser: 'Firefox', size: 25, page: 0 }),
    expect.any(AbortSignal),
  );
  // Two quick clicks on one header: the second toggles the first.
  api.search.mockReturnValueOnce(new Promise(() => undefined));
  await userEvent.click(screen.getByRole('button', { name: 'country' }));
  await userEvent.click(screen.getByRole('button', { name: 'country' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ browser: 'Firefox', sortBy: 'country', sortDirection: 'ASC' }),
    expect.any(AbortSignal),
  );
});

test('dates go out as ISO timestamps, and hiding the panel keeps what was typed', async () => {
  const api = fakeApi();
  await renderAdmin(api);
  const toggle = screen.getByRole('button', { name: 'Filters' });
  await userEvent.click(toggle);
  await userEvent.type(screen.getByLabelText('startDate'), '2026-11-01T09:30');
  await userEvent.type(screen.getByLabelText('country'), 'India');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(screen.getByLabelText('country')).toHaveValue('India');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({
      country: 'India',
      startDate: new Date('2026-11-01T09:30').toISOString(),
      endDate: null,
    }),
    expect.any(AbortSignal),
  );
});

test('a search with no rows says No visits found inside the table', async () => {
  const api = fakeApi();
  api.search.mockResolvedValue(pageOf([]));
  await renderAdmin(api);
  const table = screen.getByRole('table');
  expect(await within(table).findByRole('cell', { name: 'No visits found' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('rows replace the empty state once a search finds some', async () => {
  const api = fakeApi();
  api.search.mockResolvedValueOnce(pageOf([])).mockResolvedValue(pageOf([ROW]));
  await renderAdmin(api);
  await screen.findByText('No visits found');
  await userEvent.click(screen.getByRole('button', { name: 'id' }));
  expect(await screen.findByText('Unknown')).toBeInTheDocument();
  expect(screen.queryByText('No visits found')).not.toBeInTheDocument();
});

test('a failed search keeps the table and says so', async () => {
  const api = fakeApi(250);
  await renderAdmin(api);
  await screen.findByText('Unknown');
  api.search.mockRejectedValueOnce(new Error('down'));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
});

test('a failed sort leaves the headers describing the rows on screen', async () => {
  const api = fakeApi();
  await renderAdmin(api);
  await screen.findByText('Unknown');
  api.search.mockRejectedValueOnce(new Error('down'));
  await userEvent.click(screen.getByRole('button', { name: 'country' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  expect(screen.getByRole('columnheader', { name: 'country' })).not.toHaveAttribute('aria-sort');
  expect(screen.getByRole('columnheader', { name: 'visitTime' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('the line above the table says loading, then which rows it shows, in the same place', async () => {
  const api = fakeApi(2345);
  let answer: (page: ReturnType<typeof pageOf>) => void = () => undefined;
  api.search.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  await renderAdmin(api);
  const status = await screen.findByText('Loading…');
  expect(status).toHaveAttribute('role', 'status');
  answer(pageOf([ROW], 2345));
  expect(await screen.findByText('Showing 1–1 of 2,345 visits')).toBe(status);
  expect(status.nextElementSibling).toContainElement(screen.getByRole('table'));
});

test('one matching visit is "1 visit"', async () => {
  await renderAdmin(fakeApi(1));
  expect(await screen.findByText('Showing 1–1 of 1 visit')).toBeInTheDocument();
});

test('credits the location database whose places the table shows', async () => {
  await renderAdmin(fakeApi());
  await screen.findAllByRole('cell');
  expect(screen.getByRole('link', { name: /DB-IP/ })).toHaveAttribute('href', 'https://db-ip.com');
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_KEY, type ExportedFile } from '@pawapuri/shared';
import { AdminPage } from './admin-page';
import { ROW, fakeApi, pageOf, wiredApi } from '../testing/visitor-fixtures';
import { quietConsoleErrors } from '../../../test-utils';

const ONE_ROW = { status: 200, json: pageOf([ROW]) };
const CSV_FILE = {
  status: 200,
  body: 'id,visitTime\r\n1,2026-11-22T10:00:00Z\r\n',
  headers: { 'Content-Disposition': 'attachment; filename="visitors-2026-11-22.csv"' },
};

interface Saved {
  href: string;
  download: string;
  inDocument: boolean;
}

const createObjectURL = jest.fn<string, [Blob]>(() => 'blob:http://localhost/visitors');
const revokeObjectURL = jest.fn();
let saved: Saved[] = [];

quietConsoleErrors();

beforeEach(() => {
  sessionStorage.clear();
  saved = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // jsdom has neither object URLs nor downloads: record what the page hands the browser.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
});

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

test('CSV: blob -> object URL -> clicked link named from Content-Disposition', async () => {
  const { api, fetchMock } = wiredApi(ONE_ROW, CSV_FILE);
  render(<AdminPage api={api} />);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'CSV' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(fetchMock.mock.calls[1]![0]).toBe('http://api.test/api/visitors/export?format=csv');
  const blob = createObjectURL.mock.calls[0]![0];
  expect(await blobText(blob)).toBe(CSV_FILE.body);
  expect(saved[0]).toEqual({
    href: 'blob:http://localhost/visitors',
    download: 'visitors-2026-11-22.csv',
    inDocument: true,
  });
  expect(document.querySelector('a[download]')).toBeNull();
  await waitFor(() =>
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/visitors'),
  );
  expect(screen.getByRole('button', { name: 'CSV' })).toHaveAttribute('aria-disabled', 'false');
});

test('the export asks for the date range of the last search', async () => {
  const { api, fetchMock } = wiredApi(ONE_ROW, ONE_ROW, CSV_FILE);
  render(<AdminPage api={api} />);
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  await userEvent.type(screen.getByLabelText('endDate'), '2026-11-30T18:00');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  await userEvent.click(screen.getByRole('button', { name: 'EXCEL' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const url = new URL(fetchMock.mock.calls[2]![0]);
  expect(url.searchParams.get('format')).toBe('excel');
  expect(url.searchParams.get('endDate')).toBe(new Date('2026-11-30T18:00').toISOString());
  expect(url.searchParams.has('startDate')).toBe(false);
});

test('busy: the clicked button says Downloading…, and no second export starts', async () => {
  const api = fakeApi();
  let finish: (file: ExportedFile) => void = () => undefined;
  api.exportVisits.mockReturnValue(new Promise<ExportedFile>((resolve) => (finish = resolve)));
  render(<AdminPage api={api} />);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'PDF' }));

  const busy = screen.getByRole('button', { name: 'Downloading…' });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  for (const name of ['CSV', 'EXCEL']) {
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  }
  await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
  await userEvent.click(busy);
  expect(api.exportVisits).toHaveBeenCalledTimes(1);
  expect(api.exportVisits).toHaveBeenCalledWith('pdf', { startDate: null, endDate: null });

  finish({ blob: new Blob(['%PDF']), fileName: 'visitors.pdf' });
  expect(await screen.findByRole('button', { name: 'PDF' })).toHaveAttribute('aria-busy', 'false');
  expect(saved.map((file) => file.download)).toEqual(['visitors.pdf']);
  expect(screen.getByRole('button', { name: 'CSV' })).toHaveAttribute('aria-disabled', 'false');
});

test('a failed export says so and leaves the table alone', async () => {
  const api = fakeApi();
  api.exportVisits.mockRejectedValue(new Error('down'));
  render(<AdminPage api={api} />);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('export 401 -> dialog -> token -> retried download, focus back on the button', async () => {
  const unauthorized = { status: 401, json: { message: 'A valid admin token is required' } };
  const { api, authorizations } = wiredApi(ONE_ROW, unauthorized, CSV_FILE);
  render(<AdminPage api={api} />);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Admin token' });
  await userEvent.type(within(dialog).getByLabelText('Admin token'), 'tok{Enter}');

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.download).toBe('visitors-2026-11-22.csv');
  expect(authorizations()).toEqual([undefined, undefined, 'Bearer tok']);
  expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok');
  expect(screen.getByRole('button', { name: 'CSV' })).toHaveFocus();
});

test('export 401 then Cancel: no file, a short message, the table unchanged', async () => {
  const unauthorized = { status: 401, json: { message: 'A valid admin token is required' } };
  const { api, fetchMock } = wiredApi(ONE_ROW, unauthorized);
  render(<AdminPage api={api} />);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'EXCEL' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Export cancelled: the admin token is needed',
  );
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'EXCEL' })).toHaveAttribute('aria-busy', 'false');
  expect(saved).toEqual([]);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

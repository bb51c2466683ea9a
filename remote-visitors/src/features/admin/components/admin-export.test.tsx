/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportedFile } from '@pawapuri/shared';
import { ROW, fakeApi, pageOf } from '../testing/visitor-fixtures';
import { wiredApi } from '../testing/wired-visitor-api';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { quietConsoleErrors } from '../../../test-utils';
import { renderAdmin } from '../testing/render-admin';

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
const network = setupTestNetwork();

beforeEach(() => {
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

test('CSV: blob -> object URL -> clicked link named from Content-Disposition', async () => {
  const { api, sent } = wiredApi(network, ONE_ROW, CSV_FILE);
  await renderAdmin(api);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'CSV' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(sent()[1]!.url.href).toBe('http://api.test/api/visitors/export?format=csv');
  const blob = createObjectURL.mock.calls[0]![0];
  expect(await blob.text()).toBe(CSV_FILE.body);
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
  const { api, sent } = wiredApi(network, ONE_ROW, ONE_ROW, CSV_FILE);
  await renderAdmin(api);
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  await userEvent.type(screen.getByLabelText('endDate'), '2026-11-30T18:00');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(sent()).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: 'EXCEL' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const { url } = sent()[2]!;
  expect(url.searchParams.get('format')).toBe('excel');
  expect(url.searchParams.get('endDate')).toBe(new Date('2026-11-30T18:00').toISOString());
  expect(url.searchParams.has('startDate')).toBe(false);
});

test('busy: the clicked button says Downloading…, and no second export starts', async () => {
  const api = fakeApi();
  let finish: (file: ExportedFile) => void = () => undefined;
  api.exportVisits.mockReturnValue(new Promise<ExportedFile>((resolve) => (finish = resolve)));
  await renderAdmin(api);
  await screen.findByText('Unknown');
  // Role queries over the whole table are slow in jsdom (seconds under load):
  // the export buttons are looked for within their own toolbar.
  const toolbar = within(screen.getByRole('button', { name: 'PDF' }).parentElement!);
  await userEvent.click(toolbar.getByRole('button', { name: 'PDF' }));

  const busy = toolbar.getByRole('button', { name: 'Downloading…' });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  for (const name of ['CSV', 'EXCEL']) {
    expect(toolbar.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  }
  await userEvent.click(toolbar.getByRole('button', { name: 'CSV' }));
  await userEvent.click(busy);
  expect(api.exportVisits).toHaveBeenCalledTimes(1);
  expect(api.exportVisits).toHaveBeenCalledWith('pdf', { startDate: null, endDate: null });

  finish({ blob: new Blob(['%PDF']), fileName: 'visitors.pdf' });
  expect(await toolbar.findByRole('button', { name: 'PDF' })).toHaveAttribute('aria-busy', 'false');
  expect(saved.map((file) => file.download)).toEqual(['visitors.pdf']);
  expect(toolbar.getByRole('button', { name: 'CSV' })).toHaveAttribute('aria-disabled', 'false');
});

test('a failed export says so and leaves the table alone', async () => {
  const api = fakeApi();
  api.exportVisits.mockRejectedValue(new Error('down'));
  await renderAdmin(api);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('keeper calls send the session cookie, and a 401 says the session has ended', async () => {
  const unauthorized = { status: 401, json: { message: 'Not signed in' } };
  const { api, credentials } = wiredApi(network, ONE_ROW, unauthorized);
  await renderAdmin(api);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'CSV' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Export failed: your session has ended. Reload the page to sign in again.',
  );
  expect(credentials()).toEqual(['include', 'include']);
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test("an export the role may not make says so in the API's words", async () => {
  const forbidden = { status: 403, json: { message: 'The editor role may not do this' } };
  const { api } = wiredApi(network, ONE_ROW, forbidden);
  await renderAdmin(api);
  await screen.findByText('Unknown');
  await userEvent.click(screen.getByRole('button', { name: 'EXCEL' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Export refused: The editor role may not do this',
  );
  expect(screen.getByRole('button', { name: 'EXCEL' })).toHaveAttribute('aria-busy', 'false');
});

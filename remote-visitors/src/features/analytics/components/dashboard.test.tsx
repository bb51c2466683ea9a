import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  type DashboardRequest,
  type DashboardView,
  type ExportedFile,
} from '@pawapuri/shared';
import { dashboardView } from '../testing/dashboard-fixtures';

const dashboard = jest.fn<Promise<DashboardView>, [DashboardRequest, AbortSignal?]>();
const dashboardCsv = jest.fn<Promise<ExportedFile>, [DashboardRequest]>();
const monthlyReport = jest.fn<Promise<ExportedFile>, [string]>();
jest.mock('@pawapuri/shared', () => ({
  ...jest.requireActual('@pawapuri/shared'),
  visitorApi: {
    dashboard: (query: DashboardRequest, signal?: AbortSignal) => dashboard(query, signal),
    dashboardCsv: (query: DashboardRequest) => dashboardCsv(query),
    monthlyReport: (month: string) => monthlyReport(month),
  },
}));
// jsdom has no canvas: the chart's drawing is replaced; its keyboard, tooltip and table are real.
jest.mock('./uplot-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="canvas" />,
}));
const saveFile = jest.fn();
jest.mock('../../../utils/save-file', () => ({
  saveFile: (...args: unknown[]) => saveFile(...args),
}));

import { Dashboard } from './dashboard';
import { quietConsoleErrors } from '../../../test-utils';

/** The address's query as text, and the browser's back button. */
function Probe() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{useLocation().search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

const address = () => screen.getByTestId('address').textContent;

function open(search = '') {
  return render(
    <MemoryRouter initialEntries={[`/analytics${search}`]}>
      <Dashboard />
      <Probe />
    </MemoryRouter>,
  );
}

quietConsoleErrors();

beforeEach(() => {
  dashboard.mockReset();
  dashboard.mockImplementation((query) =>
    Promise.resolve(dashboardView({ filters: { ...query, period: undefined } as never })),
  );
  dashboardCsv.mockReset();
  monthlyReport.mockReset();
  saveFile.mockReset();
});

const lastQuery = () => dashboard.mock.calls.at(-1)![0];

describe('range and filters in the address', () => {
  it('asks for the default view when the address has no query', async () => {
    open();
    expect(await screen.findByText('1,23,456')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ period: '30d' });
  });

  it('opens the view a link names', async () => {
    open('?period=7d&source=WhatsApp&device=mobile');
    await screen.findByText('1,23,456');
    expect(lastQuery()).toEqual({ period: '7d', source: 'WhatsApp', device: 'mobile' });
    expect(screen.getByLabelText('Range')).toHaveValue('7d');
    expect(screen.getByRole('button', { name: 'Remove filter Source: WhatsApp' })).toBeVisible();
  });

  it('falls back to the default view for a bad address', async () => {
    open('?period=forever&from=x&source=');
    await screen.findByText('1,23,456');
    expect(lastQuery()).toEqual({ period: '30d' });
  });

  it('writes a new range to the address, and back returns to the old one', async () => {
    open('?source=WhatsApp');
    await screen.findByText('1,23,456');
    await userEvent.selectOptions(screen.getByLabelText('Range'), 'last-month');
    expect(address()).toBe('?period=last-month&source=WhatsApp');
    await waitFor(() => expect(lastQuery()).toEqual({ period: 'last-month', source: 'WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('?source=WhatsApp');
    expect(screen.getByLabelText('Range')).toHaveValue('30d');
    await waitFor(() => expect(lastQuery()).toEqual({ period: '30d', source: 'WhatsApp' }));
  });

  it('starts a custom range from the range shown and takes two days in order', async () => {
    open('?period=7d');
    await screen.findByText('1,23,456');
    await userEvent.selectOptions(screen.getByLabelText('Range'), 'custom');
    expect(address()).toBe('?period=custom&from=2026-11-17&to=2026-11-23');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    expect(address()).toBe('?period=custom&from=2026-11-17&to=2026-11-23');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(address()).toBe('?period=custom&from=2026-11-01&to=2026-11-23');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-23' }),
    );
  });
});

describe('breakdowns and filter chips', () => {
  it('a breakdown row adds its filter as a chip; the chip removes it', async () => {
    open('?period=7d');
    await screen.findByText('1,23,456');
    const sources = screen.getByRole('region', { name: 'Sources' });
    await userEvent.click(
      within(sources).getByRole('button', { name: /Filter by Source: WhatsApp/ }),
    );
    expect(address()).toBe('?period=7d&source=WhatsApp');
    const chip = await screen.findByRole('button', { name: 'Remove filter Source: WhatsApp' });
    expect(chip).toHaveTextContent('Source: WhatsApp ×');
    await waitFor(() => expect(lastQuery()).toEqual({ period: '7d', source: 'WhatsApp' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Explore visits' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    // The row clicked keeps the focus when the filtered answer comes.
    expect(document.activeElement).toHaveAccessibleName(/^Filter by Source: WhatsApp/);
    await userEvent.click(chip);
    expect(address()).toBe('?period=7d');
  });

  it('a chip goes with Backspace or Enter from the keyboard, and the focus stays near', async () => {
    open('?source=WhatsApp&device=mobile&country=India');
    await screen.findByText('1,23,456');
    const chip = (name: string) => screen.getByRole('button', { name: `Remove filter ${name}` });
    chip('Source: WhatsApp').focus();
    await userEvent.keyboard('{Backspace}');
    expect(address()).toBe('?country=India&device=mobile');
    // The focus moves to the chip now in the removed one's place.
    expect(document.activeElement).toBe(chip('Country: India'));
    chip('Device: mobile').focus();
    await userEvent.keyboard('{Enter}');
    expect(address()).toBe('?country=India');
    expect(document.activeElement).toBe(chip('Country: India'));
    await userEvent.keyboard('{Backspace}');
    expect(address()).toBe('');
    // No chip left: the focus goes to the range.
    expect(document.activeElement).toBe(screen.getByLabelText('Range'));
  });

  it('Clear all removes every filter', async () => {
    open('?source=WhatsApp&device=mobile');
    await screen.findByText('1,23,456');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(address()).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Range'));
  });

  it('shows the blank key as Unknown, not as a filter, and languages by name', async () => {
    open();
    await screen.findByText('1,23,456');
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getByText('Unknown')).toBeInTheDocument();
    expect(within(sources).getAllByRole('button', { name: /^Filter by/ })).toHaveLength(1);
    await userEvent.click(within(sources).getByRole('button', { name: 'Languages' }));
    expect(
      within(sources).getByRole('button', { name: /Filter by Language: Hindi/ }),
    ).toBeVisible();
    await userEvent.click(
      within(sources).getByRole('button', { name: /Filter by Language: Hindi/ }),
    );
    expect(address()).toBe('?language=hi');
  });
});

describe('headline cards', () => {
  it('give each figure and its change against the previous period in words', async () => {
    open();
    const visits = (await screen.findByText('1,23,456')).closest('li')!;
    expect(visits).toHaveTextContent('Visits');
    expect(within(visits).getByText('▲ 12%')).toHaveAttribute('aria-hidden', 'true');
    expect(within(visits).getByText('up 12% on the previous period')).toBeInTheDocument();
    const unique = screen.getByText('4,000').closest('li')!;
    expect(within(unique).getByText('▼ 3%')).toBeInTheDocument();
    expect(within(unique).getByText('down 3% on the previous period')).toBeInTheDocument();
    const ratio = screen.getByText('30.86').closest('li')!;
    expect(within(ratio).getByText('no change')).toBeInTheDocument();
    expect(screen.getByText('Visitors now').closest('li')).toHaveTextContent('7last 5 minutes');
  });

  it('say "new" when the previous period had none', async () => {
    dashboard.mockResolvedValue(
      dashboardView({
        cards: {
          visits: { value: 5, previous: 0 },
          uniqueVisitors: { value: 0, previous: 0 },
          viewsPerVisitor: { value: 0, previous: 0 },
          visitorsNow: 0,
        },
      }),
    );
    open();
    const visits = (await screen.findByText('5')).closest('li')!;
    expect(within(visits).getByText('new')).toBeInTheDocument();
    expect(within(visits).getByText('none in the previous period')).toBeInTheDocument();
  });
});

describe('chart', () => {
  it('has a table of every point for screen readers, shown on request', async () => {
    open();
    await screen.findByText('1,23,456');
    const table = screen.getByRole('table', { name: 'Visits and unique visitors' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(
      within(table).getByRole('row', { name: 'Tue, 17 Nov, 2026 100 50' }),
    ).toBeInTheDocument();
    expect(table.parentElement).toHaveClass('pw-visually-hidden');
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    expect(table.parentElement).not.toHaveClass('pw-visually-hidden');
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('takes focus; the arrows move the tooltip between points and it is read out', async () => {
    open();
    await screen.findByTestId('canvas');
    const chart = screen.getByRole('group', { name: /Chart of visits and unique visitors/ });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    while (document.activeElement !== chart) await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Mon, 23 Nov, 2026: 160 visits, 56 unique visitors',
    );
    expect(chart).toHaveAccessibleDescription(/23 Nov, 2026: 160 visits/);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Sat, 21 Nov, 2026: 140 visits, 54 unique',
    );
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tue, 17 Nov, 2026: 100 visits');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tue, 17 Nov, 2026');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mon, 23 Nov, 2026');
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('loading, failure and refresh', () => {
  it('shows a failure with Try again, which asks again', async () => {
    dashboard.mockRejectedValueOnce(new Error('down'));
    open();
    expect(await screen.findByText(/The dashboard could not be loaded/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,23,456')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('refreshes every minute without moving the focus', async () => {
    jest.useFakeTimers();
    try {
      open('?period=7d');
      await act(async () => {});
      const chip = screen.getByLabelText('Range');
      chip.focus();
      dashboard.mockResolvedValue(
        dashboardView({ cards: { ...dashboardView().cards, visitorsNow: 9 } }),
      );
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(dashboard).toHaveBeenCalledTimes(2);
      expect(screen.getByText('Visitors now').closest('li')).toHaveTextContent('9');
      expect(document.activeElement).toBe(chip);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('downloads', () => {
  it('downloads the CSV of the view shown, busy meanwhile', async () => {
    let finish: (file: ExportedFile) => void = () => undefined;
    dashboardCsv.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    open('?period=7d&source=WhatsApp');
    await screen.findByText('1,23,456');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(dashboardCsv).toHaveBeenCalledWith({ period: '7d', source: 'WhatsApp' });
    const busy = screen.getByRole('button', { name: 'Preparing CSV…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(dashboardCsv).toHaveBeenCalledTimes(1);
    const blob = new Blob(['a']);
    await act(async () => finish({ blob, fileName: 'dashboard.csv' }));
    expect(saveFile).toHaveBeenCalledWith(blob, 'dashboard.csv');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it("downloads the chosen month's report and says so politely when it fails", async () => {
    monthlyReport.mockRejectedValue(new Error('502'));
    open();
    await screen.findByText('1,23,456');
    const month = screen.getByLabelText('Report month');
    expect((month as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}$/);
    fireEvent.change(month, { target: { value: '2026-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Monthly report (PDF)' }));
    expect(monthlyReport).toHaveBeenCalledWith('2026-09');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The monthly report could not be downloaded. Please try again in a moment.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });
});

test('credits the IP location data', async () => {
  open();
  expect(
    screen.getByRole('link', { name: 'IP location data by DB-IP (db-ip.com), CC BY 4.0' }),
  ).toHaveAttribute('href', 'https://db-ip.com');
  await screen.findByText('1,23,456');
});

test('a download refused for too many requests asks to wait a minute', async () => {
  dashboardCsv.mockRejectedValue(new ApiError(429, 'Too Many Requests'));
  open();
  await screen.findByText('1,23,456');
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many downloads were asked for just now. Please try again in a minute.',
  );
});

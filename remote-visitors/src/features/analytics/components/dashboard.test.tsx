/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  apiError,
  apiUrl,
  gate,
  http,
  HttpResponse,
  setupTestNetwork,
} from '@pawapuri/shared/testing/network';
import { dashboardView } from '../testing/dashboard-fixtures';
import {
  DASHBOARD_PATH,
  DASHBOARD_URL,
  dashboardHandlers,
  queryOf,
} from '../testing/dashboard-network';

// jsdom has no canvas: the chart's drawing is replaced; its keyboard, tooltip and table are real.
jest.mock('./uplot-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="canvas" />,
}));
// The browser's save dialog is outside the page.
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
const network = setupTestNetwork(...dashboardHandlers());

beforeEach(() => saveFile.mockReset());

const dashboardRequests = () => network.sentTo(DASHBOARD_PATH);
const lastQuery = () => queryOf(dashboardRequests().at(-1)!);
const CSV_URL = apiUrl('/api/visitors/dashboard.csv');
const REPORT_URL = apiUrl('/api/visitors/report');

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

describe('the request as the browser sends it', () => {
  it("is one GET with the address's range and filters as its query, asking for JSON", async () => {
    open('?period=custom&from=2026-11-01&to=2026-11-23&source=WhatsApp&device=mobile');
    await screen.findByText('1,23,456');
    const [request, ...more] = dashboardRequests();
    expect(more).toHaveLength(0);
    expect(request!.method).toBe('GET');
    expect(request!.url.href).toBe(
      `${DASHBOARD_URL}?period=custom&from=2026-11-01&to=2026-11-23&source=WhatsApp&device=mobile`,
    );
    expect(request!.headers.get('Accept')).toBe('application/json');
  });

  it('carries no credentials: the dashboard is public', async () => {
    open();
    await screen.findByText('1,23,456');
    const request = dashboardRequests()[0]!;
    expect(request.headers.has('Authorization')).toBe(false);
    expect(request.credentials).toBe('same-origin');
  });

  it('gives up the older view when the range changes, and its late answer never shows', async () => {
    const slow = gate();
    network.answer(
      http.get(
        DASHBOARD_URL,
        async () => {
          await slow.opened;
          return HttpResponse.json(
            dashboardView({
              cards: { ...dashboardView().cards, visits: { value: 999, previous: 1 } },
            }),
          );
        },
        { once: true },
      ),
    );
    open('?period=7d');
    await waitFor(() => expect(dashboardRequests()).toHaveLength(1));
    await userEvent.selectOptions(screen.getByLabelText('Range'), 'last-month');
    expect(await screen.findByText('1,23,456')).toBeInTheDocument();
    const [older, newer] = dashboardRequests();
    expect(queryOf(older!)).toEqual({ period: '7d' });
    expect(queryOf(newer!)).toEqual({ period: 'last-month' });
    expect(older!.signal.aborted).toBe(true);
    expect(newer!.signal.aborted).toBe(false);
    await act(async () => {
      slow.open();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('999')).toBeNull();
    expect(screen.getByText('1,23,456')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it("shows the API's refusal of a bad query as a failure, not as an empty view", async () => {
    network.answer(http.get(DASHBOARD_URL, () => apiError(400, 'from must be a date', 'from')));
    open('?period=7d');
    expect(await screen.findByText(/The dashboard could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByText('1,23,456')).toBeNull();
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
    network.answer(
      http.get(DASHBOARD_URL, () =>
        HttpResponse.json(
          dashboardView({
            cards: {
              visits: { value: 5, previous: 0 },
              uniqueVisitors: { value: 0, previous: 0 },
              viewsPerVisitor: { value: 0, previous: 0 },
              visitorsNow: 0,
            },
          }),
        ),
      ),
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
  it('shows a server failure with Try again, which asks again', async () => {
    network.answer(
      http.get(DASHBOARD_URL, () => apiError(503, 'Service Unavailable'), { once: true }),
    );
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
      network.answer(
        http.get(DASHBOARD_URL, () =>
          HttpResponse.json(dashboardView({ cards: { ...dashboardView().cards, visitorsNow: 9 } })),
        ),
      );
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      await waitFor(() =>
        expect(screen.getByText('Visitors now').closest('li')).toHaveTextContent('9'),
      );
      expect(dashboardRequests()).toHaveLength(2);
      expect(document.activeElement).toBe(chip);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('downloads', () => {
  it('downloads the CSV of the view shown, busy meanwhile', async () => {
    const answered = gate();
    network.answer(
      http.get(CSV_URL, async () => {
        await answered.opened;
        return new HttpResponse('day,visits\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="visits-7d.csv"',
          },
        });
      }),
    );
    open('?period=7d&source=WhatsApp');
    await screen.findByText('1,23,456');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const busy = screen.getByRole('button', { name: 'Preparing CSV…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    const csv = network.sentTo('/api/visitors/dashboard.csv');
    expect(csv).toHaveLength(1);
    expect(csv[0]!.url.search).toBe('?period=7d&source=WhatsApp');
    answered.open();
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, fileName] = saveFile.mock.calls[0] as [Blob, string];
    expect(fileName).toBe('visits-7d.csv');
    expect(await blob.text()).toBe('day,visits\n');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it("downloads the chosen month's report and says so politely when it fails", async () => {
    network.answer(http.get(REPORT_URL, () => new HttpResponse('Bad Gateway', { status: 502 })));
    open();
    await screen.findByText('1,23,456');
    const month = screen.getByLabelText('Report month');
    expect((month as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}$/);
    fireEvent.change(month, { target: { value: '2026-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Monthly report (PDF)' }));
    expect(network.sentTo('/api/visitors/report').map((request) => request.url.search)).toEqual([
      '?month=2026-09',
    ]);
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
  network.answer(http.get(CSV_URL, () => apiError(429, 'Rate limit exceeded, retry in 1 minute')));
  open();
  await screen.findByText('1,23,456');
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many downloads were asked for just now. Please try again in a minute.',
  );
});

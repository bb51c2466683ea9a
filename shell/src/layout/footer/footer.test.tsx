import { cleanup, screen } from '@testing-library/react';
import { initI18n } from '@pawapuri/shared';
import { renderWithShell } from '../../testing/render-with-shell';
import { Footer } from './footer';

const fetchMock = jest.fn();
let error: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  error.mockRestore();
  // Unmounted first: a router still showing a Hindi address would keep the page in Hindi.
  cleanup();
  await initI18n().changeLanguage('en');
});

const count = () => screen.getByTestId('footer-visitor-count');
const asOf = () => screen.getByTestId('footer-visitor-count-as-of');

describe('Footer', () => {
  it('shows the total visitor count in Indian grouping', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: () =>
        Promise.resolve({ totalVisits: 1234567, todayVisits: 10, todayUniqueVisitors: 4 }),
    });
    renderWithShell(<Footer />);
    expect(count()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('12,34,567')).toBeInTheDocument();
    expect(count()).toHaveAttribute('aria-busy', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/api\/visitors\/statistics$/);
  });

  it('shows a dash, not 0, when the statistics call fails and no count is known', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithShell(<Footer />);
    expect(await screen.findByText('—')).toHaveAttribute('title', 'Not available');
    expect(count()).toHaveAttribute('aria-busy', 'false');
    expect(count()).not.toHaveTextContent('0');
    expect(asOf()).toBeEmptyDOMElement();
  });

  it.each([
    ['/', 'as of 14:05'],
    ['/hi/gallery', '14:05 के अनुसार'],
  ])('offline on %s, shows the last count known and its time', async (path, mark) => {
    const at = new Date();
    at.setHours(14, 5, 0, 0);
    localStorage.setItem(
      'pawapuri.lastStatistics',
      JSON.stringify({
        statistics: { totalVisits: 98765, todayVisits: 3, todayUniqueVisitors: 2 },
        at: at.getTime(),
      }),
    );
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithShell(<Footer />, path);
    expect(await screen.findByText('98,765')).toBeInTheDocument();
    expect(asOf()).toHaveTextContent(mark);
  });

  it('keeps the count it gets for when the API cannot be reached', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ totalVisits: 4321, todayVisits: 1, todayUniqueVisitors: 1 }),
    });
    renderWithShell(<Footer />);
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(asOf()).toBeEmptyDOMElement();
    cleanup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithShell(<Footer />);
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(asOf()).toHaveTextContent(/^as of \d{2}:\d{2}$/);
  });

  it('has the quick links, location, hours and a donate button', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Jal Mandir' })).toHaveAttribute('href', '/jal-mandir');
    expect(screen.getByText(/Nalanda District, Bihar/)).toBeInTheDocument();
    // No copy inlined in this page: the seed content, once its chunk loads.
    expect(
      await screen.findByText(
        'Jal Mandir: usually 5:30–11:30 and 17:30–20:30. Confirm the day’s hours with the temple office.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Donate' }).at(-1)).toHaveAttribute(
      'href',
      '/donate',
    );
  });

  it('links to the privacy page', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('keeps every link under /hi on a Hindi address', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithShell(<Footer />, '/hi/gallery');
    expect(await screen.findByRole('link', { name: 'जल मंदिर' })).toHaveAttribute(
      'href',
      '/hi/jal-mandir',
    );
    expect(
      await screen.findByText(
        'जल मंदिर: आमतौर पर 5:30–11:30 और 17:30–20:30। उस दिन का समय मंदिर कार्यालय से पूछ लें।',
      ),
    ).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => href.startsWith('/') && !/^\/hi(\/|$)/.test(href))).toEqual([]);
  });
});

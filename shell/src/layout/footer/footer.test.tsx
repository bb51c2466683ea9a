/**
 * @jest-environment jest-fixed-jsdom
 */
import { cleanup, screen } from '@testing-library/react';
import { initI18n, type VisitorStatistics } from '@pawapuri/shared';
import {
  apiUrl,
  delay,
  http,
  HttpResponse,
  setupTestNetwork,
} from '@pawapuri/shared/testing/network';
import { renderWithShell } from '../../testing/render-with-shell';
import { Footer } from './footer';

const STATISTICS_PATH = '/api/visitors/statistics';
const network = setupTestNetwork();
/** The statistics as the API answers them: these figures, unreachable, or no answer yet. */
const statistics = (answer: VisitorStatistics | 'unreachable' | 'pending') =>
  network.answer(
    http.get(apiUrl(STATISTICS_PATH), async () => {
      if (answer === 'unreachable') return HttpResponse.error();
      if (answer === 'pending') await delay('infinite');
      return HttpResponse.json(answer);
    }),
  );
let error: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
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
    statistics({ totalVisits: 1234567, todayVisits: 10, todayUniqueVisitors: 4 });
    renderWithShell(<Footer />);
    expect(count()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('12,34,567')).toBeInTheDocument();
    expect(count()).toHaveAttribute('aria-busy', 'false');
    expect(network.sent().map((request) => request.url.pathname)).toEqual([STATISTICS_PATH]);
  });

  it('shows a dash, not 0, when the statistics call fails and no count is known', async () => {
    statistics('unreachable');
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
    statistics('unreachable');
    renderWithShell(<Footer />, path);
    expect(await screen.findByText('98,765')).toBeInTheDocument();
    expect(asOf()).toHaveTextContent(mark);
  });

  it('keeps the count it gets for when the API cannot be reached', async () => {
    statistics({ totalVisits: 4321, todayVisits: 1, todayUniqueVisitors: 1 });
    renderWithShell(<Footer />);
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(asOf()).toBeEmptyDOMElement();
    cleanup();
    statistics('unreachable');
    renderWithShell(<Footer />);
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(asOf()).toHaveTextContent(/^as of \d{2}:\d{2}$/);
  });

  it('has the quick links, location, hours and a donate button', async () => {
    statistics('pending');
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

  it('links to the privacy notice and the accessibility statement', () => {
    statistics('pending');
    renderWithShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  });

  it('keeps every link under /hi on a Hindi address', async () => {
    statistics('pending');
    renderWithShell(<Footer />, '/hi/gallery');
    expect(await screen.findByRole('link', { name: 'जल मंदिर' })).toHaveAttribute(
      'href',
      '/hi/jal-mandir',
    );
    expect(
      await screen.findByText(
        'जल मंदिर: आमतौर पर सुबह 5:30 से 11:30 बजे तक और शाम 5:30 से 8:30 बजे तक। उस दिन का समय मंदिर कार्यालय से पूछ लें।',
      ),
    ).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => href.startsWith('/') && !/^\/hi(\/|$)/.test(href))).toEqual([]);
  });
});

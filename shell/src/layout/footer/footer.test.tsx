import { screen } from '@testing-library/react';
import { renderWithShell } from '../../testing/render-with-shell';
import { Footer } from './footer';

const fetchMock = jest.fn();
let error: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => error.mockRestore());

const count = () => screen.getByTestId('footer-visitor-count');

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

  it('shows 0 when the statistics call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithShell(<Footer />);
    expect(await screen.findByText('0')).toBeInTheDocument();
    expect(count()).toHaveAttribute('aria-busy', 'false');
  });

  it('has the quick links, location, hours and a donate button', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Jal Mandir' })).toHaveAttribute('href', '/jal-mandir');
    expect(screen.getByText(/Nalanda District, Bihar/)).toBeInTheDocument();
    expect(screen.getByText(/sunrise to sunset/)).toBeInTheDocument();
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
});

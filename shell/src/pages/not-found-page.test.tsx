import { cleanup, screen } from '@testing-library/react';
import { initI18n } from '@pawapuri/shared';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { NotFoundPage } from './not-found-page';

afterEach(async () => {
  // Unmounted first: a router still showing a Hindi address would keep the page in Hindi.
  cleanup();
  await initI18n().changeLanguage('en');
});

describe('NotFoundPage', () => {
  it('names the missing path, sets the title and links home and to the gallery', async () => {
    renderWithShell(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/We could not find \/no-such-page\./)).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Pawapuri');
    expect(screen.getByRole('link', { name: 'See the gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('is in Hindi under /hi, and its links stay there', async () => {
    renderWithShell(<NotFoundPage />, '/hi/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पृष्ठ नहीं मिला' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/\/hi\/no-such-page/)).toBeInTheDocument();
    expect(document.title).toBe('पृष्ठ नहीं मिला · पावापुरी');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/hi', '/hi/gallery']);
  });
});

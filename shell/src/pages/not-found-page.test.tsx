import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { NotFoundPage } from './not-found-page';

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
});

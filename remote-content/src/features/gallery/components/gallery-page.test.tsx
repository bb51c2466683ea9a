import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-utils';
import { GalleryPage } from './gallery-page';

describe('GalleryPage', () => {
  it('filters one category at a time and marks the active filter', async () => {
    const user = userEvent.setup();
    renderPage(<GalleryPage />);
    expect(screen.getAllByRole('img')).toHaveLength(23);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Architecture' }));
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Architecture' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a lightbox, closes it on click and on Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderPage(<GalleryPage />);
    const thumb = screen.getByRole('button', { name: /Gaon Mandir, view 1/ });
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Gaon Mandir, view 1' });
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(thumb);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('stops listening for Escape once the lightbox is closed', async () => {
    const user = userEvent.setup();
    renderPage(<GalleryPage />);
    const thumb = screen.getByRole('button', { name: /Gaon Mandir, view 1/ });
    await user.click(thumb);
    await user.click(screen.getByRole('dialog'));
    thumb.blur();
    await user.keyboard('{Escape}');
    expect(thumb).not.toHaveFocus();
  });
});

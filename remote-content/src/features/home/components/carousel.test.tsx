import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../test-utils';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('shows the first slide at once, before the carousel code has arrived', async () => {
    const { container } = renderPage(<Carousel />);
    // The react-slick chunk is still on its way: the first slide stands alone.
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Jal Mandir' })).toBeInTheDocument();
    expect(container.querySelector('.slick-slider')).toBeNull();
    // Then react-slick takes over with every slide.
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
    expect(screen.getAllByTestId('carousel-slide').length).toBeGreaterThanOrEqual(4);
  });

  it("asks for the first slide's picture first and leaves the others for later", async () => {
    const { container } = renderPage(<Carousel />);
    const first = screen.getByRole('img', { name: /Jal Mandir/ });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
    const later = Array.from(container.querySelectorAll('img[loading="lazy"]'));
    expect(later.length).toBeGreaterThanOrEqual(3);
    for (const image of later) expect(image).not.toHaveAttribute('fetchpriority', 'high');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../test-utils';
import { photoItem, renderWithContent } from '../../../test-content';
import { SLIDE_INTERVAL_MS } from '../data/slides';
import { Carousel } from './carousel';

afterEach(() => jest.useRealTimers());

describe('Carousel', () => {
  it('shows the first slide alone while the page loads, and the carousel when the first turn is due', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { container } = renderPage(<Carousel />);
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Jal Mandir' })).toBeInTheDocument();
    // Short of the first turn, react-slick is not even asked for.
    await act(() => jest.advanceTimersByTimeAsync(SLIDE_INTERVAL_MS - 100));
    expect(container.querySelector('.slick-slider')).toBeNull();
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(100));
    jest.useRealTimers();
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
    expect(screen.getAllByTestId('carousel-slide').length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['points at', 'pointerEnter'],
    ['tabs into', 'focusIn'],
    ['touches', 'touchStart'],
  ] as const)('loads the carousel at once when the visitor %s it', async (_, event) => {
    const { container } = renderPage(<Carousel />);
    const section = screen.getByRole('region', { name: /.+/ });
    expect(container.querySelector('.slick-slider')).toBeNull();
    fireEvent[event](section);
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
  });

  it("asks for the first slide's picture first and leaves the others for later", async () => {
    const { container } = renderPage(<Carousel />);
    const first = screen.getByRole('img', { name: /Jal Mandir/ });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    fireEvent.pointerEnter(screen.getByRole('region', { name: /.+/ }));
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
    const later = Array.from(container.querySelectorAll('img[loading="lazy"]'));
    expect(later.length).toBeGreaterThanOrEqual(3);
    for (const image of later) expect(image).not.toHaveAttribute('fetchpriority', 'high');
  });

  it("shows a published photograph in its drawing's place, the others' drawings kept", async () => {
    const dawn = photoItem('jal-mandir-dawn', 1);
    const festival = photoItem('diwali', 2, { category: 'festivals' });
    const { container } = renderWithContent(<Carousel />, { photos: [dawn, festival] });
    // The photograph's code is a chunk of its own, fetched once a slide has one.
    const first = await screen.findByRole('img', {
      name: 'The jal-mandir-dawn seen from the bank',
    });
    expect(first.closest('picture')).not.toBeNull();
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('jal-mandir-dawn at dawn')).toBeInTheDocument();
    fireEvent.pointerEnter(screen.getByRole('region', { name: /.+/ }));
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
    const pictures = [...container.querySelectorAll('picture img')].map((image) =>
      image.getAttribute('alt'),
    );
    // The bridge (a second Jal Mandir photograph) and the Samosaran have none: their drawings stay.
    expect(new Set(pictures)).toEqual(
      new Set(['The jal-mandir-dawn seen from the bank', 'The diwali seen from the bank']),
    );
    const drawings = [...container.querySelectorAll('img')].filter(
      (image) => !image.closest('picture'),
    );
    expect(drawings.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the carousel’s pause button', () => {
  it('is there before the carousel loads, and pausing holds: slick autoplays no more until Play', async () => {
    const { container } = renderPage(<Carousel />);
    const pause = screen.getByRole('button', { name: 'Pause slides' });
    // First in the carousel, so a keyboard reaches it before the slides.
    expect(container.querySelector('section button')).toBe(pause);
    fireEvent.click(pause);
    const play = screen.getByRole('button', { name: 'Play slides' });
    fireEvent.pointerEnter(screen.getByRole('region', { name: /.+/ }));
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
    const track = () => container.querySelector('.slick-active')?.getAttribute('data-index');
    const shown = track();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await act(() => jest.advanceTimersByTimeAsync(SLIDE_INTERVAL_MS * 3));
    expect(track()).toBe(shown);
    jest.useRealTimers();
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('starts paused where the visitor asked for less motion, and plays when asked', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    Object.assign(window, { matchMedia });
    try {
      renderPage(<Carousel />);
      fireEvent.click(await screen.findByRole('button', { name: 'Play slides' }));
      expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    } finally {
      Object.assign(window, { matchMedia: undefined });
    }
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@pawapuri/shared';
import { photoItem, renderWithContent } from '../../../test-content';
import { GalleryPage } from './gallery-page';

afterEach(async () => {
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

const DAWN = photoItem('jal-mandir-dawn', 1, { order: 1 });
const BRIDGE = photoItem('jal-mandir-bridge', 2, { order: 2, credit: '', licence: 'cc0-1.0' });
const FIELDS = photoItem('fields', 3, { category: 'surroundings' });
const grid = () => screen.getByRole('list');

describe('GalleryPage with photographs', () => {
  it('shows the drawings on a site with no photograph', () => {
    renderWithContent(<GalleryPage />, { photos: [] });
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(23);
    expect(grid().querySelector('picture')).toBeNull();
  });

  it("shows an album's photographs in place of its drawings, and the other albums' drawings", async () => {
    const user = userEvent.setup();
    renderWithContent(<GalleryPage />, { photos: [DAWN, BRIDGE, FIELDS] });
    // 16 Jal Mandir drawings give way to 2 photographs; the album the drawings lack follows.
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(23 - 16 + 2 + 1);
    await user.click(screen.getByRole('button', { name: 'Jal Mandir' }));
    const images = within(grid()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'The jal-mandir-dawn seen from the bank',
      'The jal-mandir-bridge seen from the bank',
    ]);
    expect(screen.getByText('jal-mandir-dawn at dawn')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Around Pawapuri' }));
    expect(within(grid()).getAllByRole('img')).toHaveLength(1);
  });

  it('offers each photograph in AVIF, WebP and JPEG at every width, its space and colour held', () => {
    renderWithContent(<GalleryPage />, { photos: [DAWN] });
    const image = screen.getByRole('img', { name: 'The jal-mandir-dawn seen from the bank' });
    const picture = image.closest('picture') as HTMLElement;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const hash = DAWN.media.hash;
    expect(sources[0]?.getAttribute('srcset')).toBe(
      [320, 640, 960, 1280, 1600].map((w) => `/api/media/${hash}-${w}.avif ${w}w`).join(', '),
    );
    // A phone (one thumbnail a row) is told the picture's width, so it takes the small file.
    expect(sources[0]?.getAttribute('sizes')).toMatch(/calc\(100vw - 56px\)$/);
    expect(image.getAttribute('srcset')).toContain(`/api/media/${hash}-320.jpg 320w`);
    expect(image).toHaveAttribute('src', `/api/media/${hash}-640.jpg`);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveStyle({ backgroundColor: '#5a6b7c' });
  });

  it("gives the photograph's alt text and caption in the page's language", async () => {
    const user = userEvent.setup();
    renderWithContent(<GalleryPage />, { photos: [DAWN] }, '/hi/gallery');
    await act(async () => {
      await initI18n().changeLanguage('hi');
    });
    const thumb = screen.getByRole('button', { name: /किनारे से दिखता jal-mandir-dawn/ });
    expect(within(thumb).getByText('jal-mandir-dawn भोर में')).toBeInTheDocument();
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'jal-mandir-dawn भोर में' });
    expect(
      within(dialog).getByRole('img', { name: 'किनारे से दिखता jal-mandir-dawn' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Temple committee, CC BY 4.0')).toBeInTheDocument();
  });
});

describe('Lightbox', () => {
  const open = async (name: RegExp | string) => {
    const user = userEvent.setup();
    renderWithContent(<GalleryPage />, { photos: [DAWN, BRIDGE, FIELDS] });
    const thumb = screen.getByRole('button', { name });
    await user.click(thumb);
    return { user, thumb };
  };
  const shown = () => screen.getByRole('dialog').getAttribute('aria-label');

  it('goes through the pictures with the arrow keys, round the ends, and closes on Escape', async () => {
    const { user, thumb } = await open(/jal-mandir-dawn seen/);
    expect(shown()).toBe('jal-mandir-dawn at dawn');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('jal-mandir-bridge at dawn');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // Round from the first to the last: the album the drawings lack comes last.
    expect(shown()).toBe('fields at dawn');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('goes through them with the Previous and Next buttons, which do not close it', async () => {
    const { user } = await open(/jal-mandir-dawn seen/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('jal-mandir-bridge at dawn');
    expect(screen.getByText('2 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toBe('jal-mandir-dawn at dawn');
  });

  it('goes on with a swipe to the left, back with one to the right, and not with a short one', async () => {
    await open(/jal-mandir-dawn seen/);
    const swipe = (from: number, to: number, y = 300) => {
      const dialog = screen.getByRole('dialog');
      fireEvent.touchStart(dialog, { touches: [{ clientX: from, clientY: 300 }] });
      fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: to, clientY: y }] });
    };
    swipe(300, 100);
    expect(shown()).toBe('jal-mandir-bridge at dawn');
    swipe(100, 300);
    expect(shown()).toBe('jal-mandir-dawn at dawn');
    swipe(300, 280);
    expect(shown()).toBe('jal-mandir-dawn at dawn');
    // More down than across: a scroll, not a swipe.
    swipe(300, 200, 500);
    expect(shown()).toBe('jal-mandir-dawn at dawn');
  });

  it('keeps Tab among its buttons', async () => {
    const { user } = await open(/jal-mandir-dawn seen/);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('fetches the next picture ahead, and no other', async () => {
    const { user } = await open(/jal-mandir-dawn seen/);
    const ahead = () => screen.getByTestId('lightbox-ahead');
    const aheadFiles = () =>
      [...ahead().querySelectorAll('source, img')].map(
        (element) => element.getAttribute('srcset') ?? '',
      );
    expect(ahead().querySelectorAll('img')).toHaveLength(1);
    expect(aheadFiles().every((set) => set.includes(BRIDGE.media.hash))).toBe(true);
    expect(ahead().querySelector('img')).toHaveAttribute('loading', 'eager');
    await user.keyboard('{ArrowRight}');
    // At the second: the third is next, a drawing (the Gaon Mandir's).
    expect(ahead().querySelectorAll('img')).toHaveLength(1);
    expect(ahead().querySelector('picture')).toBeNull();
    expect(ahead().querySelector('img')).not.toHaveAttribute('srcset');
    // Nothing else of the gallery is in the view but the shown picture and the next.
    expect(screen.getByRole('dialog').querySelectorAll('img')).toHaveLength(2);
  });

  it('fetches nothing ahead when it shows the only picture of an album', async () => {
    const user = userEvent.setup();
    renderWithContent(<GalleryPage />, { photos: [FIELDS] });
    await user.click(screen.getByRole('button', { name: 'Around Pawapuri' }));
    await user.click(screen.getByRole('button', { name: /fields seen/ }));
    expect(screen.queryByTestId('lightbox-ahead')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

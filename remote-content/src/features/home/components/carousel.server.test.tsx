/**
 * @jest-environment node
 */
import { renderOnServerAndHydrate } from '@pawapuri/shared/testing/server-render';
import { SiteContentContext, WithPageCatalog, type PublishedPhoto } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { photoItem } from '../../../test-content';
import { Carousel } from './carousel';

async function render(photos: PublishedPhoto[], language: 'en' | 'hi' = 'en') {
  const { SEED_CONTENT } = await import('@pawapuri/shared');
  const content = { ...SEED_CONTENT, version: 3, photos };
  return renderOnServerAndHydrate(
    <SiteContentContext.Provider value={{ content, renderedAt: Date.now() }}>
      <WithPageCatalog catalog={PAGE_CATALOGS.home}>
        <Carousel />
      </WithPageCatalog>
    </SiteContentContext.Provider>,
    { path: '/', language },
  );
}

const PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

describe('The carousel rendered on the server', () => {
  it('asks for a first slide that is a photograph before anything else, in the sizes the slide shows', async () => {
    const dawn = photoItem('jal-mandir-dawn', 1);
    const { html, errors, container } = await render([dawn]);
    expect(errors).toEqual([]);
    const preloads = html.match(PRELOAD) ?? [];
    expect(preloads).toHaveLength(1);
    const [preload = ''] = preloads;
    // First in the page, so the browser finds it before the slide itself.
    expect(html.startsWith(preload)).toBe(true);
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain('type="image/avif"');
    const slide = container.querySelector('img') as HTMLImageElement;
    const avif = slide.closest('picture')?.querySelector('source[type="image/avif"]');
    expect(preload).toContain(`imageSrcSet="${avif?.getAttribute('srcset')}"`);
    expect(preload).toContain(`imageSizes="${avif?.getAttribute('sizes')}"`);
    expect(slide).toHaveProperty('alt', 'The jal-mandir-dawn seen from the bank');
    expect(slide.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps the drawing, written into the page, where no photograph is published', async () => {
    const festival = photoItem('diwali', 2, { category: 'festivals' });
    const { html, errors, container } = await render([festival], 'hi');
    expect(errors).toEqual([]);
    // (A built page writes the drawing in as a data: address, which React asks for ahead of nothing.)
    expect(html).not.toContain('imageSrcSet');
    const slide = container.querySelector('img') as HTMLImageElement;
    expect(slide.closest('picture')).toBeNull();
    expect(slide.getAttribute('fetchpriority')).toBe('high');
  });
});

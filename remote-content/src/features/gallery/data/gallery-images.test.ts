import { GALLERY_IMAGES } from './gallery-images';
import { filterImages } from '../utils/filter-images';

describe('gallery data', () => {
  it.each([
    ['jal-mandir', 16, 1],
    ['gaon-mandir', 1, 100],
    ['samosaran', 1, 200],
    ['architecture', 3, 300],
    ['festivals', 2, 400],
  ] as const)('%s has %i images with ids from %i', (category, count, firstId) => {
    const images = filterImages(GALLERY_IMAGES, category);
    expect(images).toHaveLength(count);
    expect(images.map((image) => image.id)).toEqual(
      Array.from({ length: count }, (_, index) => firstId + index),
    );
  });

  it('titles images as "<name> - View n" and names each source', () => {
    expect(GALLERY_IMAGES[0]?.title).toBe('Jal Mandir - View 1');
    expect(GALLERY_IMAGES[15]?.title).toBe('Jal Mandir - View 16');
    expect(GALLERY_IMAGES.every((image) => image.source.length > 0)).toBe(true);
  });

  it('shows all 23 images for the All filter', () => {
    expect(filterImages(GALLERY_IMAGES, 'all')).toHaveLength(23);
  });
});

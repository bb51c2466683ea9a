import type { GalleryImage } from '@pawapuri/shared';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * An image's title in the page's language (`जल मंदिर, दृश्य 1`), from its
 * category's name in the catalog and its number, not the English title.
 */
export function imageTitle(image: GalleryImage, t: Translate): string {
  const number = /(\d+)$/.exec(image.title)?.[1] ?? '';
  return t('gallery.imageTitle', { name: t(`gallery.filters.${image.category}`), number });
}

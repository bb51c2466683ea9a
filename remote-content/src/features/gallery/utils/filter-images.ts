import type { GalleryCategory, GalleryImage } from '../data/gallery-images';
import type { GalleryEntry } from './gallery-entries';

export type GalleryFilter = 'all' | GalleryEntry['category'];

export function filterImages(
  images: GalleryImage[],
  filter: 'all' | GalleryCategory,
): GalleryImage[] {
  return filter === 'all' ? images : images.filter((image) => image.category === filter);
}

export function filterEntries(entries: GalleryEntry[], filter: GalleryFilter): GalleryEntry[] {
  return filter === 'all' ? entries : entries.filter((entry) => entry.category === filter);
}

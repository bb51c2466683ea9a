import type { GalleryCategory, GalleryImage } from '../data/gallery-images';

export type GalleryFilter = 'all' | GalleryCategory;

export function filterImages(images: GalleryImage[], filter: GalleryFilter): GalleryImage[] {
  return filter === 'all' ? images : images.filter((image) => image.category === filter);
}

import {
  GALLERY_CATEGORIES,
  PHOTO_CATEGORIES,
  type PhotoCategory,
  type PublishedPhoto,
} from '@pawapuri/shared';
import type { GalleryImage } from '../data/gallery-images';

/** One picture of the gallery: a keeper's photograph, or the site's own drawing. */
export type GalleryEntry =
  | { kind: 'photo'; key: string; category: PhotoCategory; photo: PublishedPhoto }
  | { kind: 'drawing'; key: string; category: PhotoCategory; image: GalleryImage };

/**
 * The gallery's pictures, album by album: an album with published
 * photographs shows them, one without shows the site's drawings (a fresh
 * site looks as it always has); the albums the drawings lack (places to
 * stay, surroundings) follow, once they have photographs.
 */
export function galleryEntries(
  drawings: readonly GalleryImage[],
  photos: readonly PublishedPhoto[],
): GalleryEntry[] {
  const albums: readonly PhotoCategory[] = [
    ...GALLERY_CATEGORIES,
    ...PHOTO_CATEGORIES.filter(
      (category) => !GALLERY_CATEGORIES.some((drawn) => drawn === category),
    ),
  ];
  return albums.flatMap((category): GalleryEntry[] => {
    const shot = photos.filter((photo) => photo.category === category);
    if (shot.length > 0)
      return shot.map((photo) => ({ kind: 'photo', key: `photo-${photo.id}`, category, photo }));
    return drawings
      .filter((image) => image.category === category)
      .map((image) => ({ kind: 'drawing', key: `drawing-${image.id}`, category, image }));
  });
}

/** The albums that have pictures, in the gallery's order: its filters. */
export function galleryAlbums(entries: readonly GalleryEntry[]): PhotoCategory[] {
  return [...new Set(entries.map((entry) => entry.category))];
}

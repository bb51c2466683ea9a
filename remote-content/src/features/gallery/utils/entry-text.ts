import type { LanguageCode } from '@pawapuri/shared';
import { photoCredit } from '../../../components/photo/photo-credit';
import type { GalleryEntry } from './gallery-entries';
import { imageTitle } from './image-title';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface EntryText {
  /** What the picture shows: its thumbnail's and the lightbox's caption. */
  title: string;
  /** What a screen reader says for it. */
  alt: string;
  /** Who took it (photographs only). */
  credit: string;
}

/** A picture's words in the page's language: the keeper's for a photograph, the catalog's for a drawing. */
export function entryText(entry: GalleryEntry, t: Translate, language: LanguageCode): EntryText {
  if (entry.kind === 'photo') {
    const { photo } = entry;
    return { title: photo.caption[language], alt: photo.alt[language], credit: photoCredit(photo) };
  }
  const title = imageTitle(entry.image, t);
  return { title, alt: t('gallery.alt', { title }), credit: '' };
}

import type { PublishedPhoto } from '@pawapuri/shared';
import { usePublishedPhotos } from '../../../components/photo/published-photos';
import { SLIDES, type Slide } from '../data/slides';

export interface ShownSlide {
  slide: Slide;
  /** The photograph shown in its drawing's place, if one is published. */
  photo?: PublishedPhoto;
}

/** The slides with the photographs that stand in for their drawings. */
export function slidesWithPhotos(photos: readonly PublishedPhoto[]): ShownSlide[] {
  return SLIDES.map((slide) => ({
    slide,
    photo: photos.filter((photo) => photo.category === slide.album)[slide.nth],
  }));
}

export function useSlides(): ShownSlide[] {
  return slidesWithPhotos(usePublishedPhotos());
}

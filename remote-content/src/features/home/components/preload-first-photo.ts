import { preload } from 'react-dom';
import { useSiteSettings, type PublishedPhoto } from '@pawapuri/shared';
import { photoSources } from '../../../components/photo/photo-sources';
import { SLIDE_SIZES } from './slide-figure';

/**
 * The first slide is the home page's largest paint. When it is a
 * photograph, the server's HTML asks for it before anything else, with the
 * same sizes the slide gives, so the browser fetches the one file the slide
 * will show: the AVIF, as the slide offers it first (a browser that cannot
 * decode AVIF skips the hint and takes the slide's WebP).
 */
export function usePreloadFirstPhoto(photo: PublishedPhoto | undefined): void {
  const settings = useSiteSettings();
  if (!photo) return;
  const { sources, src } = photoSources(photo.media, settings);
  const best = sources[0];
  if (!best) return;
  preload(src, {
    as: 'image',
    type: best.type,
    imageSrcSet: best.srcSet,
    imageSizes: SLIDE_SIZES,
    fetchPriority: 'high',
  });
}

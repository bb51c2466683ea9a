import {
  MEDIA_PATH,
  PHOTO_FORMATS,
  apiLink,
  mediaFileName,
  type PhotoFormat,
  type PhotoMedia,
  type SiteSettings,
} from '@pawapuri/shared';

/** The MIME type a `<source>` names for each stored format. */
const TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The width a browser without `srcset` gets: a phone's screen, not a desktop's. */
const FALLBACK_WIDTH = 640;

export interface PhotoSource {
  type: string;
  srcSet: string;
}

export interface PhotoSources {
  /** AVIF then WebP, best first: a browser takes the first it can decode. */
  sources: PhotoSource[];
  /** The JPEG sizes, for the `<img>` itself. */
  jpeg: PhotoSource;
  /** One JPEG for a browser that reads neither `<source>` nor `srcset`. */
  src: string;
}

/**
 * Where each stored size of a photograph is, in every format, as `srcset`
 * lists: the browser takes the smallest that fills the space `sizes` gives
 * it at the screen's density, so a phone gets the 320 or 640 px file.
 */
export function photoSources(media: PhotoMedia, settings: SiteSettings): PhotoSources {
  const widths = [...media.widths].sort((a, b) => a - b);
  const url = (width: number, format: PhotoFormat) =>
    apiLink(settings, `${MEDIA_PATH}/${mediaFileName(media.hash, width, format)}`);
  const source = (format: PhotoFormat): PhotoSource => ({
    type: TYPES[format],
    srcSet: widths.map((width) => `${url(width, format)} ${width}w`).join(', '),
  });
  const fallback = widths.find((width) => width >= FALLBACK_WIDTH) ?? widths[widths.length - 1];
  return {
    sources: PHOTO_FORMATS.filter((format) => format !== 'jpeg').map(source),
    jpeg: source('jpeg'),
    src: url(fallback ?? FALLBACK_WIDTH, 'jpeg'),
  };
}

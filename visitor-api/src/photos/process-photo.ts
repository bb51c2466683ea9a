import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_FORMATS, PHOTO_WIDTHS } from '@pawapuri/shared/contract';
import type { PhotoMedia } from '@pawapuri/shared/contract/types';
import { mediaFileName, previewFileName } from '../common/media/media-files';
import { HttpError } from '../common/http/http-error';
import { sniffType, UPLOAD_TYPES, type UploadType } from './sniff-type';

// No cache of decoded images between photographs: each one's pixels are let go at once.
sharp.cache(false);

/** One file to store: its name in the media folder and its bytes. */
export interface MediaFile {
  name: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  media: PhotoMedia;
  files: MediaFile[];
}

export interface PhotoLimits {
  /** More pixels than this is refused before decoding (an image bomb). */
  maxPixels: number;
}

/** The quality of each format: what a phone on a slow network can take without visible loss. */
const ENCODE = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 74, effort: 4 }),
  jpeg: (image: sharp.Sharp) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
} as const;

/** The smallest width a photograph may have: the narrowest size the pages use. */
export const MIN_PHOTO_WIDTH = PHOTO_WIDTHS[0];

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** Refuses the file by name with the given status (400 unless said). */
const refuse = (fileName: string, words: string, status = 400) =>
  new HttpError(status, `${fileName}: ${words}`, 'files');

/**
 * Turns an upload into the files the pages need: turned upright as the
 * camera held it, every metadata block left behind (EXIF with its GPS
 * position and the camera's serial, XMP, IPTC, the colour profile once
 * applied), each width of PHOTO_WIDTHS up to the photograph's own in every
 * format, and a blurred preview. Its hash is the upload's: the same photograph
 * uploaded twice gives the same files. A file that is not what its type says,
 * is too large in pixels, or cannot be read to its end is refused naming it.
 */
export async function processPhoto(
  fileName: string,
  declaredType: string,
  bytes: Buffer,
  limits: PhotoLimits,
): Promise<ProcessedPhoto> {
  const sniffed = sniffType(bytes);
  if (sniffed === 'image/heic') {
    throw refuse(
      fileName,
      'HEIC photographs cannot be read here: choose "Most compatible" (JPEG) in the camera settings, or upload it from the photo picker, which converts it',
      415,
    );
  }
  if (sniffed === null) throw refuse(fileName, 'is not a JPEG, PNG or WebP photograph', 415);
  if (!(declaredType in UPLOAD_TYPES)) {
    throw refuse(fileName, `is sent as ${declaredType || 'no type'}: only JPEG, PNG and WebP`, 415);
  }
  if (sniffed !== declaredType) {
    throw refuse(fileName, `is sent as ${declaredType} but its content is ${sniffed}`, 415);
  }
  const format = UPLOAD_TYPES[declaredType as UploadType];

  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    const header = await sharp(bytes, { limitInputPixels: limits.maxPixels }).metadata();
    if (header.format !== format) throw refuse(fileName, `is not a readable ${format} file`, 415);
    // failOn 'warning' (the default, kept explicit): a truncated file is refused, never half-stored.
    decoded = await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'warning' })
      .rotate()
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      const megapixels = Math.round(limits.maxPixels / 1_000_000);
      throw refuse(fileName, `has more than ${megapixels} million pixels`, 400);
    }
    throw refuse(fileName, 'cannot be read to its end (damaged or cut short)', 400);
  }
  const { width, height, channels } = decoded.info;
  if (width < MIN_PHOTO_WIDTH) {
    throw refuse(fileName, `is ${width} pixels wide: at least ${MIN_PHOTO_WIDTH} are needed`);
  }
  const raw = { raw: { width, height, channels } };
  const pixels = () => sharp(decoded.data, raw);

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const widths = PHOTO_WIDTHS.filter((size) => size <= width);
  const files: MediaFile[] = [];
  for (const size of widths) {
    const resized = await pixels()
      .resize({ width: size })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sized = () => sharp(resized.data, { raw: resized.info });
    for (const output of PHOTO_FORMATS) {
      files.push({
        name: mediaFileName(hash, size, output),
        bytes: await ENCODE[output](sized()).toBuffer(),
      });
    }
  }
  const { dominant } = await pixels().resize({ width: 64 }).stats();
  files.push({
    name: previewFileName(hash),
    bytes: await pixels().resize({ width: 24 }).blur(1.2).webp({ quality: 40 }).toBuffer(),
  });
  return {
    media: {
      hash,
      width,
      height,
      widths: [...widths],
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    },
    files,
  };
}

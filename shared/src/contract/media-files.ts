/*
 * The names of a photograph's stored files: the API writes them, nginx and
 * the API serve them, pages ask for them and the service worker keeps them.
 * Plain values, no schema code: browser bundles import this file alone.
 */
import type { PhotoFormat } from './types';
import { MEDIA_PATH } from './values';

/** File extension of each stored format. */
export const FORMAT_EXTENSIONS: Readonly<Record<PhotoFormat, string>> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

/** The name of one stored size of a photograph: `<hash>-<width>.<ext>`. */
export function mediaFileName(hash: string, width: number, format: PhotoFormat): string {
  return `${hash}-${width}.${FORMAT_EXTENSIONS[format]}`;
}

/** The blurred preview kept beside a photograph's sizes (the content item holds its colour). */
export function previewFileName(hash: string): string {
  return `${hash}-preview.webp`;
}

/** A stored file's name: `<hash>-<width>.<avif|webp|jpg>` or `<hash>-preview.webp`. */
export const MEDIA_FILE_NAME = /^[0-9a-f]{32}-(?:[0-9]{3,4}\.(?:avif|webp|jpg)|preview\.webp)$/;

/**
 * Whether an address's path is one of a photograph's stored files, wherever
 * the API is (its own origin, or under /api/ of the site's): `…/api/media/<name>`.
 */
export function isMediaFilePath(pathname: string): boolean {
  const slash = pathname.lastIndexOf('/');
  return (
    pathname.slice(0, slash).endsWith(MEDIA_PATH) && MEDIA_FILE_NAME.test(pathname.slice(slash + 1))
  );
}

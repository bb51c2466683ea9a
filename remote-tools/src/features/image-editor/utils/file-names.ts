import type { OutputFormat } from './canvas';

const EXTENSIONS: Record<OutputFormat, string> = { png: '.png', jpeg: '.jpg' };

/** `temple.HEIC.jpeg` edited as PNG downloads as `temple.HEIC-edited.png`. */
export function editedFileName(original: string, format: OutputFormat): string {
  const stem = original.replace(/\.[^./\\]*$/, '') || 'image';
  return `${stem}-edited${EXTENSIONS[format]}`;
}

/** The editor accepts anything the browser calls an image (an `image/*` type). */
export const isImageFile = (file: { type: string }) => file.type.startsWith('image/');

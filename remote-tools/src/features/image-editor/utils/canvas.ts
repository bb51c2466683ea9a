import type { Size } from './geometry';
import type { Pixels } from './pixels';

/*
 * The only part of the editor that needs a real browser canvas: decoding,
 * resampling and encoding. The editing itself is in the pure modules next door.
 */

function canvasOf(size: Size): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot edit images (no 2D canvas).');
  return context;
}

function contextWith(pixels: Pixels): CanvasRenderingContext2D {
  const context = canvasOf(pixels);
  context.putImageData(new ImageData(pixels.data, pixels.width, pixels.height), 0, 0);
  return context;
}

/** The way in: the file read as a data URL, so any image the browser decodes opens. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Decodes an image; rejects for files the browser cannot show (a HEIC photo in Chromium, say). */
export async function decodeImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

/** Draws an image (or part of the pipeline) at `size` and reads its pixels back. */
export function drawToPixels(source: CanvasImageSource, size: Size): Pixels {
  const context = canvasOf(size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return context.getImageData(0, 0, size.width, size.height);
}

/** Resampling for resize edits, with the browser's best smoothing. */
export function resample(src: Pixels, size: Size): Pixels {
  return drawToPixels(contextWith(src).canvas, size);
}

/** Shows pixels in an on-screen canvas, sizing it to them. */
export function paint(canvas: HTMLCanvasElement, pixels: Pixels): void {
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  canvas
    .getContext('2d')
    ?.putImageData(new ImageData(pixels.data, pixels.width, pixels.height), 0, 0);
}

export type OutputFormat = 'png' | 'jpeg';

/**
 * Encodes pixels as a file. JPEG has no transparency, so transparent areas are
 * laid on white first (a canvas would otherwise turn them black).
 */
export function encode(pixels: Pixels, format: OutputFormat, quality: number): Promise<Blob> {
  let context = contextWith(pixels);
  if (format === 'jpeg') {
    const flat = canvasOf(pixels);
    flat.fillStyle = '#ffffff';
    flat.fillRect(0, 0, pixels.width, pixels.height);
    flat.drawImage(context.canvas, 0, 0);
    context = flat;
  }
  return new Promise((resolve, reject) =>
    context.canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      `image/${format}`,
      quality,
    ),
  );
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

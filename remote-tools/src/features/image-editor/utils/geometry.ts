import { blankPixels, type Pixels } from './pixels';

/** A rectangle in fractions (0..1) of an image's width and height, so it survives scaling. */
export type Rect = { x: number; y: number; width: number; height: number };

/** A rectangle in whole pixels. */
export type PixelRect = Rect;

export type Size = { width: number; height: number };

export type Turn = 'right' | 'left';

export type Axis = 'horizontal' | 'vertical';

/** The pixels as one 32-bit word each, so a move copies a pixel in one step. */
const words = (px: Pixels) =>
  new Uint32Array(px.data.buffer, px.data.byteOffset, px.width * px.height);

/** Moves every pixel (x, y) to index `to(x, y)` of an image of the given size. */
function remap(src: Pixels, size: Size, to: (x: number, y: number) => number): Pixels {
  const out = blankPixels(size.width, size.height);
  const from = words(src);
  const into = words(out);
  const { width, height } = src;
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) into[to(x, y)] = from[i]!;
  return out;
}

/** Rotates a quarter turn clockwise ('right') or anticlockwise ('left'): width and height swap. */
export function rotateQuarter(src: Pixels, turn: Turn): Pixels {
  const size = { width: src.height, height: src.width };
  return turn === 'right'
    ? remap(src, size, (x, y) => x * size.width + (src.height - 1 - y))
    : remap(src, size, (x, y) => (src.width - 1 - x) * size.width + y);
}

/** Mirrors left-right ('horizontal') or top-bottom ('vertical'). */
export function flip(src: Pixels, axis: Axis): Pixels {
  const { width, height } = src;
  return axis === 'horizontal'
    ? remap(src, src, (x, y) => y * width + (width - 1 - x))
    : remap(src, src, (x, y) => (height - 1 - y) * width + x);
}

/** Cuts out a whole-pixel rectangle, which must lie inside the image. */
export function crop(src: Pixels, rect: PixelRect): Pixels {
  const out = blankPixels(rect.width, rect.height);
  const rowBytes = rect.width * 4;
  for (let y = 0; y < rect.height; y++) {
    const s = ((rect.y + y) * src.width + rect.x) * 4;
    out.data.set(src.data.subarray(s, s + rowBytes), y * rowBytes);
  }
  return out;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The rectangle between two dragged points (any direction), kept inside the image. */
export function rectBetween(a: { x: number; y: number }, b: { x: number; y: number }): Rect {
  const x0 = clamp01(Math.min(a.x, b.x));
  const y0 = clamp01(Math.min(a.y, b.y));
  return {
    x: x0,
    y: y0,
    width: clamp01(Math.max(a.x, b.x)) - x0,
    height: clamp01(Math.max(a.y, b.y)) - y0,
  };
}

/**
 * A fractional rectangle in whole pixels of an image of `size`: edges round to
 * the nearest pixel, and the result is at least one pixel and inside the image.
 */
export function toPixelRect(rect: Rect, size: Size): PixelRect {
  const x = Math.min(size.width - 1, Math.round(clamp01(rect.x) * size.width));
  const y = Math.min(size.height - 1, Math.round(clamp01(rect.y) * size.height));
  const right = Math.round(clamp01(rect.x + rect.width) * size.width);
  const bottom = Math.round(clamp01(rect.y + rect.height) * size.height);
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/** Largest side a resize may ask for: big enough for print, small enough for any canvas. */
export const MAX_SIDE = 10000;

/** A side length typed by a person, as a whole number of pixels in 1..MAX_SIDE, or null. */
export function sideFromInput(value: string): number | null {
  const n = Math.round(Number(value));
  return value.trim() !== '' && Number.isFinite(n) && n >= 1 && n <= MAX_SIDE ? n : null;
}

/** The other side of a resize that keeps the aspect ratio of `size`. */
export function keepAspect(size: Size, changed: 'width' | 'height', value: number): Size {
  if (changed === 'width')
    return { width: value, height: Math.max(1, Math.round((value * size.height) / size.width)) };
  return { width: Math.max(1, Math.round((value * size.width) / size.height)), height: value };
}

/** Size that fits `size` inside a `maxSide` square without enlarging it. */
export function fitWithin(size: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * ImageData-like pixels (RGBA, row-major, 8 bits a channel), so the editing maths
 * runs and is tested without a canvas. A canvas's ImageData is one of these.
 */
export type Pixels = { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> };

export function blankPixels(width: number, height: number): Pixels {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** One RGBA pixel as an array, for tests and probes. */
export function pixelAt(src: Pixels, x: number, y: number): [number, number, number, number] {
  const i = (y * src.width + x) * 4;
  const d = src.data;
  return [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0, d[i + 3] ?? 0];
}

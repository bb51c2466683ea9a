import type { Pixels } from './pixels';

/** Builds pixels from rows of RGBA tuples, for tests that read like the image they describe. */
export function pixelsOf(rows: number[][][]): Pixels {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  return { width, height, data: Uint8ClampedArray.from(rows.flat(2)) };
}

export const RED = [255, 0, 0, 255];
export const GREEN = [0, 255, 0, 255];
export const BLUE = [0, 0, 255, 255];
export const WHITE = [255, 255, 255, 255];

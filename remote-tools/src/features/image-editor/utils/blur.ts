import { blankPixels, type Pixels } from './pixels';

/**
 * Widths of three box blurs whose sequence approximates a Gaussian of standard
 * deviation `sigma` (W. Wells, "Efficient synthesis of Gaussian filters by
 * cascaded uniform filters", 1986). Three passes of a running-sum box blur cost
 * the same for any radius, so a 12-megapixel download stays quick.
 */
export function boxWidths(sigma: number, passes = 3): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / passes + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const mIdeal =
    (12 * sigma * sigma - passes * lower * lower - 4 * passes * lower - 3 * passes) /
    (-4 * lower - 4);
  const m = Math.round(mIdeal);
  return Array.from({ length: passes }, (_, i) => (i < m ? lower : upper));
}

/**
 * A box blur along each row, all four channels at once, edges extended. A
 * running sum makes it cost the same for any radius.
 */
function boxRows(src: Pixels, radius: number): Pixels {
  const { width, height, data: s } = src;
  const out = blankPixels(width, height);
  const d = out.data;
  const inv = 1 / (2 * radius + 1);
  const last = width - 1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    let r = 0;
    let g = 0;
    let b = 0;
    let a = 0;
    for (let i = -radius; i <= radius; i++) {
      const k = row + (i < 0 ? 0 : i > last ? last : i) * 4;
      r += s[k]!;
      g += s[k + 1]!;
      b += s[k + 2]!;
      a += s[k + 3]!;
    }
    for (let x = 0, o = row; x < width; x++, o += 4) {
      d[o] = r * inv;
      d[o + 1] = g * inv;
      d[o + 2] = b * inv;
      d[o + 3] = a * inv;
      const entering = row + Math.min(last, x + radius + 1) * 4;
      const leaving = row + Math.max(0, x - radius) * 4;
      r += s[entering]! - s[leaving]!;
      g += s[entering + 1]! - s[leaving + 1]!;
      b += s[entering + 2]! - s[leaving + 2]!;
      a += s[entering + 3]! - s[leaving + 3]!;
    }
  }
  return out;
}

/**
 * The same down each column, but walked row by row with one running sum per
 * column and channel: memory is read in order, which measured about four times
 * faster than walking each column.
 */
function boxColumns(src: Pixels, radius: number): Pixels {
  const { width, height, data: s } = src;
  const out = blankPixels(width, height);
  const d = out.data;
  const inv = 1 / (2 * radius + 1);
  const stride = width * 4;
  const last = height - 1;
  const sums = new Float64Array(stride);
  for (let i = -radius; i <= radius; i++) {
    const row = (i < 0 ? 0 : i > last ? last : i) * stride;
    for (let k = 0; k < stride; k++) sums[k]! += s[row + k]!;
  }
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let k = 0; k < stride; k++) d[row + k] = sums[k]! * inv;
    const entering = Math.min(last, y + radius + 1) * stride;
    const leaving = Math.max(0, y - radius) * stride;
    for (let k = 0; k < stride; k++) sums[k]! += s[entering + k]! - s[leaving + k]!;
  }
  return out;
}

/** A Gaussian-like blur of standard deviation `sigma` pixels; below a third of a pixel it is a no-op. */
export function gaussianBlur(src: Pixels, sigma: number): Pixels {
  if (sigma < 0.33) return src;
  let out = src;
  for (const boxWidth of boxWidths(sigma)) {
    const radius = (boxWidth - 1) / 2;
    out = boxColumns(boxRows(out, radius), radius);
  }
  return out;
}

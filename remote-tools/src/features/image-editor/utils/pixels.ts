/** ImageData-like pixels (RGBA, row-major), so the maths runs and is tested without a canvas. */
export type Pixels = { width: number; height: number; data: Uint8ClampedArray };

function blank(width: number, height: number): Pixels {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

function copyPixel(src: Pixels, sx: number, sy: number, dst: Pixels, dx: number, dy: number) {
  const s = (sy * src.width + sx) * 4;
  const d = (dy * dst.width + dx) * 4;
  dst.data.set(src.data.subarray(s, s + 4), d);
}

/** Rotates 90° clockwise: the width and height swap. */
export function rotate90(src: Pixels): Pixels {
  const out = blank(src.height, src.width);
  for (let y = 0; y < src.height; y++)
    for (let x = 0; x < src.width; x++) copyPixel(src, x, y, out, src.height - 1 - y, x);
  return out;
}

/** Mirrors left-right (horizontal) or top-bottom (vertical). */
export function flip(src: Pixels, axis: 'horizontal' | 'vertical'): Pixels {
  const out = blank(src.width, src.height);
  for (let y = 0; y < src.height; y++)
    for (let x = 0; x < src.width; x++) {
      const dx = axis === 'horizontal' ? src.width - 1 - x : x;
      const dy = axis === 'vertical' ? src.height - 1 - y : y;
      copyPixel(src, x, y, out, dx, dy);
    }
  return out;
}

/** Applies a per-pixel colour map; alpha is kept. */
function mapRgb(src: Pixels, fn: (r: number, g: number, b: number) => [number, number, number]) {
  const out = blank(src.width, src.height);
  for (let i = 0; i < src.data.length; i += 4) {
    const [r, g, b] = fn(src.data[i] ?? 0, src.data[i + 1] ?? 0, src.data[i + 2] ?? 0);
    out.data[i] = r;
    out.data[i + 1] = g;
    out.data[i + 2] = b;
    out.data[i + 3] = src.data[i + 3] ?? 255;
  }
  return out;
}

/** The classic sepia matrix (the one CSS sepia(1) uses). */
export function sepia(src: Pixels): Pixels {
  return mapRgb(src, (r, g, b) => [
    0.393 * r + 0.769 * g + 0.189 * b,
    0.349 * r + 0.686 * g + 0.168 * b,
    0.272 * r + 0.534 * g + 0.131 * b,
  ]);
}

/** Brightness in percent, 100 = unchanged (like CSS brightness()). */
export function brightness(src: Pixels, percent: number): Pixels {
  const k = percent / 100;
  return mapRgb(src, (r, g, b) => [r * k, g * k, b * k]);
}

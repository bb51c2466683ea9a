import { boxWidths, gaussianBlur } from './blur';
import { rotateQuarter } from './geometry';
import { blankPixels, pixelAt } from './pixels';

/** A w x 1 image, black with one white pixel in the middle. */
function impulse(width: number) {
  const px = blankPixels(width, 1);
  for (let i = 3; i < px.data.length; i += 4) px.data[i] = 255;
  const mid = Math.floor(width / 2) * 4;
  px.data.fill(255, mid, mid + 3);
  return px;
}

describe('boxWidths', () => {
  it('gives odd widths whose variances add up to the Gaussian one', () => {
    for (const sigma of [1, 2.5, 7]) {
      const widths = boxWidths(sigma);
      expect(widths).toHaveLength(3);
      for (const w of widths) expect(w % 2).toBe(1);
      const variance = widths.reduce((sum, w) => sum + (w * w - 1) / 12, 0);
      expect(Math.abs(variance - sigma * sigma)).toBeLessThan(sigma * 0.8 + 0.5);
    }
  });
});

describe('gaussianBlur', () => {
  it('is a no-op at zero', () => {
    const src = impulse(9);
    expect(gaussianBlur(src, 0)).toBe(src);
  });

  it('spreads a point symmetrically, keeps a flat image flat and alpha opaque', () => {
    const out = gaussianBlur(impulse(21), 2);
    const mid = pixelAt(out, 10, 0)[0]!;
    expect(mid).toBeLessThan(255);
    expect(pixelAt(out, 9, 0)[0]).toBe(pixelAt(out, 11, 0)[0]);
    expect(pixelAt(out, 8, 0)[0]!).toBeLessThan(mid);
    expect(pixelAt(out, 10, 0)[3]).toBe(255);

    const flat = blankPixels(5, 5);
    flat.data.fill(90);
    expect(gaussianBlur(flat, 3)).toEqual(flat);
  });

  it('blurs columns as well as rows', () => {
    const tall = blankPixels(1, 21);
    tall.data.fill(255, 10 * 4, 10 * 4 + 4);
    const out = gaussianBlur(tall, 2);
    expect(pixelAt(out, 0, 9)[0]!).toBeGreaterThan(0);
  });

  it('treats rows and columns alike: blurring then turning equals turning then blurring', () => {
    const src = blankPixels(13, 7);
    for (let i = 0; i < src.data.length; i++) src.data[i] = (i * 7919) % 256;
    const a = rotateQuarter(gaussianBlur(src, 1.5), 'right').data;
    const b = gaussianBlur(rotateQuarter(src, 'right'), 1.5).data;
    // Equal but for rounding: each pass rounds to whole values, in a different order.
    expect(Math.max(...a.map((value, i) => Math.abs(value - b[i]!)))).toBeLessThanOrEqual(1);
  });
});
